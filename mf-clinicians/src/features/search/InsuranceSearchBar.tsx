import { ANY_ID } from '@refnet/contracts/clinicians';
import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import { describeAgreement } from '@refnet/shared-ui/accounts';
import { Select } from '@refnet/shared-ui/forms';

export interface InsuranceSearchBarProps {
  agreements: readonly InsuranceAgreement[];
  /** The chosen agreement id; 0 = any insurer. */
  value: number;
  onChange: (insuranceProviderId: number) => void;
  loading: boolean;
}

/** SPEC §2.12 insurance agreement search bar: one verified agreement, or any insurer. */
export function InsuranceSearchBar({ agreements, value, onChange, loading }: InsuranceSearchBarProps) {
  return (
    <Select
      aria-label="Insurance agreement"
      placeholder="Any insurer"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      value={value === ANY_ID ? undefined : value}
      options={agreements.map((agreement) => ({ value: agreement.id, label: describeAgreement(agreement) }))}
      onChange={(next?: number) => onChange(next ?? ANY_ID)}
      style={{ minWidth: 200 }}
    />
  );
}
