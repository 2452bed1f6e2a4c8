import { ApiRequestError, requireParams } from '@refnet/shared-ui';

/** SPEC §5 patient helpers: the id must be present, non-empty and non-zero before anything is fetched. */
export function requirePatientId(operation: string, patientId: number): void {
  requireParams(operation, { patientId });
  if (!Number.isInteger(patientId) || patientId <= 0) {
    throw new ApiRequestError({
      kind: 'missing-parameter',
      message: `Required parameter patientId was empty or zero when calling ${operation}.`,
    });
  }
}
