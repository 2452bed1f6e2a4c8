import type { InsuranceAgreement } from '@refnet/contracts/accounts';

/** The insurers a clinician accepts: agreements from the list, and providers typed in by name. */
export interface InsuranceChoice {
  existing: number[];
  newProviders: string[];
}

export const NO_INSURANCE: InsuranceChoice = { existing: [], newProviders: [] };

/** SPEC §3: the Standard policy is shown as the provider alone. */
export function describeAgreement(agreement: Pick<InsuranceAgreement, 'provider' | 'policyName'>): string {
  return agreement.policyName === '' || agreement.policyName === 'Standard'
    ? agreement.provider
    : `${agreement.provider} – ${agreement.policyName}`;
}
