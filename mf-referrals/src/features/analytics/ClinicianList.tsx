import { Flex, InAppLink, personName, refnetColours, Typography } from '@refnet/shared-ui';
import { EmptyState, StarFilled } from '@refnet/shared-ui/display';
import type { ClinicianRow } from './clinicianRows';

const referrals = (count: number) => `${count} referral${count === 1 ? '' : 's'}`;

function ClinicianListItem({ row }: { row: ClinicianRow }) {
  const { clinician, rank, count, isFavourite } = row;
  return (
    <li>
      <Flex align="baseline" gap="small" style={{ padding: '6px 0' }}>
        {rank !== undefined && (
          <Typography.Text type="secondary" style={{ minWidth: '2em' }}>
            {rank}.
          </Typography.Text>
        )}
        <Typography.Text style={{ flex: 1, minWidth: 0 }}>
          <InAppLink href={`/clinicians/user/${clinician.id}`}>{personName(clinician)}</InAppLink>
          {isFavourite && (
            <StarFilled
              role="img"
              aria-label="Favourite"
              style={{ color: refnetColours.warning, marginLeft: 8 }}
            />
          )}
        </Typography.Text>
        {count !== undefined && <Typography.Text strong>{referrals(count)}</Typography.Text>}
      </Flex>
    </li>
  );
}

export interface ClinicianListProps {
  rows: readonly ClinicianRow[];
  /** What it says when there is nobody to show (SPEC §8). */
  emptyText: string;
  label: string;
}

/** Clinicians with their rank, a link to their page, a star for favourites and the referral count. */
export function ClinicianList({ rows, emptyText, label }: ClinicianListProps) {
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <ClinicianListItem key={row.key} row={row} />
      ))}
    </ul>
  );
}
