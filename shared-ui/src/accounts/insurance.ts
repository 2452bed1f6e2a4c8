import type { InsuranceAgreement } from '@refnet/contracts/accounts';

/** SPEC §3: the Standard policy is shown as the provider alone, any other as "provider – policy". */
export function describeAgreement(agreement: Pick<InsuranceAgreement, 'provider' | 'policyName'>): string {
  return agreement.policyName === '' || agreement.policyName === 'Standard'
    ? agreement.provider
    : `${agreement.provider} – ${agreement.policyName}`;
}
