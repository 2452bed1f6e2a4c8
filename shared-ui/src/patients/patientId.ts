import { isRowId } from '@refnet/contracts/accounts';
import { ApiRequestError, requireParams } from '@refnet/shared-ui';

/**
 * SPEC §5 patient helpers: the id must be present and non-zero before anything is fetched. Any id that
 * cannot be a row (contracts' isRowId, the rule the server and the screens use) is refused the same way.
 */
export function requirePatientId(operation: string, patientId: number): void {
  requireParams(operation, { patientId });
  if (!isRowId(patientId)) {
    throw new ApiRequestError({
      kind: 'missing-parameter',
      message: `Required parameter patientId was empty or zero when calling ${operation}.`,
    });
  }
}
