import { Flex, useIsNarrow } from '@refnet/shared-ui';
import { EmptyState } from '@refnet/shared-ui/display';
import { ClinicianList, type ClinicianListProps } from './ClinicianList';
import { interleave } from './clinicianRows';

/**
 * SPEC §2.6 "See all clinicians": above 768 px the (rank-sorted) rows are interleaved across two columns,
 * 1 left, 2 right, 3 left...; on narrow screens one column.
 */
export function ClinicianColumns({ rows, emptyText, label }: ClinicianListProps) {
  const isNarrow = useIsNarrow();
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  if (isNarrow) return <ClinicianList rows={rows} emptyText={emptyText} label={label} />;
  const [left, right] = interleave(rows);
  return (
    <Flex gap="large">
      <div style={{ flex: 1, minWidth: 0 }}>
        <ClinicianList rows={left} emptyText={emptyText} label={`${label}, left column`} />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        {right.length > 0 && (
          <ClinicianList rows={right} emptyText={emptyText} label={`${label}, right column`} />
        )}
      </div>
    </Flex>
  );
}
