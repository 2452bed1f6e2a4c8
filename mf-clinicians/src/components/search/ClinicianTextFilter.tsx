import { SearchOutlined } from '@refnet/shared-ui/display';
import { Input } from '@refnet/shared-ui/forms';

/** SPEC §2.12 text filter: narrows the listed cards as the user types, without a new search. */
export function ClinicianTextFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Input
      type="search"
      allowClear
      aria-label="Filter clinicians"
      placeholder="Filter by name, clinic or job title"
      prefix={<SearchOutlined aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 360 }}
    />
  );
}
