import { insuranceAgreementsQuery, jobRolesQuery } from '@refnet/shared-ui/accounts';
import { allLoaded, useServerData } from '@refnet/shared-ui/data';
import type { InsuranceAgreement, JobRole } from '@refnet/contracts/accounts';

export type ReferenceData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; jobRoles: JobRole[]; agreements: InsuranceAgreement[] };

/** The job roles and insurance agreements the wizard offers, loaded once with the screen. */
export function useReferenceData(): ReferenceData {
  const loaded = allLoaded(
    useServerData(jobRolesQuery).loaded,
    useServerData(insuranceAgreementsQuery).loaded,
  );
  if (loaded.status !== 'ready') return loaded;
  const [{ jobRoles }, { insuranceAgreements }] = loaded.data;
  return { status: 'ready', jobRoles, agreements: insuranceAgreements };
}
