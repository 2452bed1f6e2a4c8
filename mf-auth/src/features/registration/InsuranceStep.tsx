import { Typography } from '@refnet/shared-ui';
import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import { InsuranceEditor } from '../../components/InsuranceEditor';
import type { InsuranceChoice } from '../../components/insurance';

export interface InsuranceStepProps {
  agreements: readonly InsuranceAgreement[];
  value: InsuranceChoice;
  onChange: (value: InsuranceChoice) => void;
}

/** Step 2 (SPEC §2.5): the insurers accepted at the clinics; optional. */
export function InsuranceStep({ agreements, value, onChange }: InsuranceStepProps) {
  return (
    <>
      <Typography.Paragraph>
        Choose the insurance providers you accept, or add a provider that is not listed.
      </Typography.Paragraph>
      <InsuranceEditor agreements={agreements} value={value} onChange={onChange} />
    </>
  );
}
