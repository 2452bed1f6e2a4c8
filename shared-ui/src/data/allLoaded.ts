import type { Loaded } from '../hooks/loaded';

type Answers<Parts extends readonly Loaded<unknown>[]> = {
  [Index in keyof Parts]: Parts[Index] extends Loaded<infer Data> ? Data : never;
};

/**
 * Several loads shown as one: loading while any is, failed when one failed (its retry asks again what
 * failed), otherwise every answer in order.
 */
export function allLoaded<Parts extends readonly Loaded<unknown>[]>(...parts: Parts): Loaded<Answers<Parts>> {
  const failed = parts.filter((part) => part.status === 'error');
  if (failed.length > 0) {
    const { error } = failed[0] as Extract<Loaded<unknown>, { status: 'error' }>;
    const retry = () => {
      for (const part of failed) (part as Extract<Loaded<unknown>, { status: 'error' }>).retry();
    };
    return { status: 'error', error, retry };
  }
  if (parts.some((part) => part.status === 'loading')) return { status: 'loading' };
  const data = parts.map((part) => (part as Extract<Loaded<unknown>, { status: 'ready' }>).data);
  return { status: 'ready', data: data as Answers<Parts> };
}
