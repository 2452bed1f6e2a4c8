import { Switch } from '@refnet/shared-ui/forms';

const LABEL = 'Show only favourites on the map';

/** SPEC §2.12 favourites toggle: the map shows only the favourite clinicians' clinics. */
export function FavouritesMapToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    // The label makes the words a click target too; the switch keeps its own name.
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
      <Switch aria-label={LABEL} checked={checked} onChange={onChange} />
      <span aria-hidden>{LABEL}</span>
    </label>
  );
}
