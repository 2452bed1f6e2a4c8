import { Button } from 'antd';

export type SortOrder = 'newest' | 'oldest';

export type SortToggleProps = {
  order: SortOrder;
  onChange: (order: SortOrder) => void;
};

/** SPEC §2.9 sort toggle: the button names the order it switches to (Set oldest first / Set newest first). */
export function SortToggle({ order, onChange }: SortToggleProps) {
  const next: SortOrder = order === 'newest' ? 'oldest' : 'newest';
  return (
    <Button onClick={() => onChange(next)}>
      {next === 'oldest' ? 'Set oldest first' : 'Set newest first'}
    </Button>
  );
}
