import { useState } from 'react';
import { EmptyState, pageCount, pageOf, Pager } from '@refnet/shared-ui/display';
import { ScrollableTable, type TableColumnsType } from '@refnet/shared-ui/tables';

/** A table row: every admin list's entries carry their id. */
export interface AdminRow {
  id: number;
}

/** A page the server chose: the table shows its rows as they are, and the pager asks for another. */
export interface ServerPage {
  /** 1-based. */
  page: number;
  /** How many rows all the pages hold. */
  total: number;
  onChange: (page: number) => void;
}

export interface AdminTableProps<Row extends AdminRow> {
  /** The table's accessible name, e.g. "Users: Unverified Users". */
  label: string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  /** e.g. "No unverified users to display at the moment" (SPEC §2.14). */
  emptyText: string;
  /** `rows` are one page of a list the server pages (else the whole list, paged here). */
  serverPage?: ServerPage;
}

/**
 * An admin table (SPEC §2.14): 25 rows a page, the pager only above 25 rows, the empty text when there is
 * nothing; on a phone it scrolls sideways and says so. Give it a `key` per group so a new tab starts on page 1.
 */
export function AdminTable<Row extends AdminRow>({
  label,
  columns,
  rows,
  emptyText,
  serverPage,
}: AdminTableProps<Row>) {
  const [page, setPage] = useState(1);
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  const current = serverPage?.page ?? Math.min(page, pageCount(rows.length));
  return (
    <>
      <ScrollableTable<Row>
        aria-label={label}
        columns={columns}
        dataSource={serverPage ? [...rows] : pageOf(rows, current)}
        rowKey="id"
        pagination={false}
        size="middle"
      />
      <Pager
        page={current}
        total={serverPage?.total ?? rows.length}
        onChange={serverPage?.onChange ?? setPage}
      />
    </>
  );
}
