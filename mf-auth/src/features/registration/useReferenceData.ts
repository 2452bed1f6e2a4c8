import { fetchInsuranceAgreements, fetchJobRoles } from '@refnet/shared-ui/accounts';
import { useLoad } from '@refnet/shared-ui/display';
import type { InsuranceAgreement, JobRole } from '@refnet/contracts/accounts';

export type ReferenceData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; jobRoles: JobRole[]; agreements: InsuranceAgreement[] };

async function loadReferenceData() {
  const [roles, insurers] = await Promise.all([fetchJobRoles(), fetchInsuranceAgreements()]);
  return { jobRoles: roles.jobRoles, agreements: insurers.insuranceAgreements };
}

/** The job roles and insurance agreements the wizard offers, loaded once with the screen. */
export function useReferenceData(): ReferenceData {
  const loaded = useLoad(loadReferenceData);
  return loaded.status === 'ready' ? { status: 'ready', ...loaded.data } : loaded;
}
