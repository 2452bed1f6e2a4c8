import { Fragment, type ReactNode } from 'react';
import type { Loaded, TableColumnsType } from '@refnet/shared-ui/display';
import { GroupTabs } from '@refnet/shared-ui/forms';
import { AdminTable, type AdminRow } from './AdminTable';
import { LoadedContent } from './LoadedContent';
import { useGroupParam } from './useGroupParam';

/** One tab of an admin list: its label and how it shows the loaded list. */
export interface AdminTab<Data, Key extends string> {
  key: Key;
  label: string;
  /** The tab's content; `tableLabel` names its table for screen readers ("Users: Unverified Users"). */
  render: (data: Data, tableLabel: string) => ReactNode;
}

export interface AdminTableTabSpec<Data, Key extends string, Row extends AdminRow> {
  key: Key;
  label: string;
  emptyText: string;
  columns: TableColumnsType<Row>;
  rows: (data: Data) => readonly Row[];
}

/** A tab showing one table: each tab of a list may have rows of its own shape. */
export function tableTab<Data, Key extends string, Row extends AdminRow>({
  key,
  label,
  emptyText,
  columns,
  rows,
}: AdminTableTabSpec<Data, Key, Row>): AdminTab<Data, Key> {
  return {
    key,
    label,
    render: (data, tableLabel) => (
      <AdminTable label={tableLabel} columns={columns} rows={rows(data)} emptyText={emptyText} />
    ),
  };
}

export interface AdminTabbedListProps<Data, Key extends string> {
  /** The page title, the first half of each table's name. */
  title: string;
  tabs: readonly AdminTab<Data, Key>[];
  defaultKey: Key;
  /** The dropdown's label on narrow screens, e.g. "Select user group". */
  selectLabel: string;
  loaded: Loaded<Data>;
  loadingText: string;
  failedText: string;
}

/** An admin list's groups as tabs (a dropdown when narrow), the chosen one kept in the address. */
export function AdminTabbedList<Data, Key extends string>({
  title,
  tabs,
  defaultKey,
  selectLabel,
  loaded,
  loadingText,
  failedText,
}: AdminTabbedListProps<Data, Key>) {
  const [group, chooseGroup] = useGroupParam(
    tabs.map((tab) => tab.key),
    defaultKey,
  );
  const tab = tabs.find((candidate) => candidate.key === group) ?? tabs[0];
  return (
    <GroupTabs groups={tabs} activeKey={group} selectLabel={selectLabel} onChange={chooseGroup}>
      <LoadedContent loaded={loaded} loadingText={loadingText} failedText={failedText}>
        {/* Keyed by group, so a new tab starts on its first page. */}
        {(data) => <Fragment key={group}>{tab?.render(data, `${title}: ${tab.label}`)}</Fragment>}
      </LoadedContent>
    </GroupTabs>
  );
}
