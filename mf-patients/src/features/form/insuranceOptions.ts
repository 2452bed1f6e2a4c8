import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import { describeAgreement } from '@refnet/shared-ui/accounts';

/** SPEC §3, §9: the self-payer choice has the value 0. */
export const SELF_PAYER_OPTION = { value: 0, label: 'Self-payer' };

/**
 * The insurance choices: Self-payer, then the verified insurers. A patient's own policy stays choosable
 * even when its insurer is not (or no longer) in the verified list.
 */
export function insuranceOptions(
  agreements: readonly InsuranceAgreement[],
  currentPolicy: InsuranceAgreement | null = null,
): { value: number; label: string }[] {
  const listed = currentPolicy && !agreements.some((agreement) => agreement.id === currentPolicy.id);
  const choosable = listed ? [...agreements, currentPolicy] : agreements;
  return [
    SELF_PAYER_OPTION,
    ...choosable.map((agreement) => ({ value: agreement.id, label: describeAgreement(agreement) })),
  ];
}
