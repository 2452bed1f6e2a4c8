import { ApiRequestError } from './errors';

/**
 * SPEC §5 client-side required-parameter check: fails before anything is sent, naming the first
 * parameter that is null or undefined. Falsy values such as 0, '' and false are present.
 */
export function requireParams(operation: string, params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) {
      throw new ApiRequestError({
        kind: 'missing-parameter',
        message: `Required parameter ${name} was null or undefined when calling ${operation}.`,
      });
    }
  }
}
