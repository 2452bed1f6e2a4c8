import { Button, Flex, Typography } from 'antd';

/** SPEC §9: referrals, patients and admin tables show 25 rows a page. */
export const PAGE_SIZE = 25;

/** The rows of page `page` (1-based). */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number = PAGE_SIZE): Row[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type PagerProps = {
  /** The current page, 1-based. */
  page: number;
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
};

/**
 * SPEC §2.9 pager: Start, Previous, "Displaying x to y of n", Next, End. Shown only when there is more than
 * one page (SPEC §9: "pager shown only above 25").
 */
export function Pager({ page, total, pageSize = PAGE_SIZE, onChange }: PagerProps) {
  if (total <= pageSize) return null;
  const last = pageCount(total, pageSize);
  const first = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const onFirst = page <= 1;
  const onLast = page >= last;
  return (
    <nav aria-label="Pagination">
      <Flex align="center" justify="center" gap="small" wrap style={{ marginTop: 16 }}>
        <Button disabled={onFirst} onClick={() => onChange(1)}>
          Start
        </Button>
        <Button disabled={onFirst} onClick={() => onChange(page - 1)}>
          Previous
        </Button>
        <Typography.Text aria-live="polite">
          Displaying {first} to {to} of {total}
        </Typography.Text>
        <Button disabled={onLast} onClick={() => onChange(page + 1)}>
          Next
        </Button>
        <Button disabled={onLast} onClick={() => onChange(last)}>
          End
        </Button>
      </Flex>
    </nav>
  );
}
