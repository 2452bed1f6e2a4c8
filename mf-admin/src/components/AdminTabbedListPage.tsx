import { Fragment, type ReactNode } from 'react';
import type { AdminDownloadKind } from '@refnet/contracts/admin';
import type { Loaded } from '@refnet/shared-ui/display';
import type { TableColumnsType } from '@refnet/shared-ui/tables';
import { GroupTabs } from '@refnet/shared-ui/forms';
import { adminListTexts } from './adminListTexts';
import { AdminPage } from './AdminPage';
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

/** What makes one admin list page: what it lists (singular, naming its texts), its spreadsheet, its first tab. */
export interface AdminListSpec<Key extends string> {
  noun: string;
  download: AdminDownloadKind;
  defaultKey: Key;
}

export interface AdminTabbedListPageProps<Data, Key extends string> extends AdminListSpec<Key> {
  /** The page title, the first half of each table's name. */
  title: string;
  tabs: readonly AdminTab<Data, Key>[];
  loaded: Loaded<Data>;
  /** Shown under the list, e.g. a popup the tabs open. */
  children?: ReactNode;
}

/**
 * An admin list page: the heading with its Download button, then the list's groups as tabs (a dropdown
 * when narrow), the chosen one kept in the address.
 */
export function AdminTabbedListPage<Data, Key extends string>({
  title,
  noun,
  download,
  defaultKey,
  tabs,
  loaded,
  children,
}: AdminTabbedListPageProps<Data, Key>) {
  const [group, chooseGroup] = useGroupParam(
    tabs.map((tab) => tab.key),
    defaultKey,
  );
  const tab = tabs.find((candidate) => candidate.key === group) ?? tabs[0];
  const texts = adminListTexts(noun);
  return (
    <AdminPage title={title} download={download}>
      <GroupTabs groups={tabs} activeKey={group} selectLabel={texts.selectGroup} onChange={chooseGroup}>
        <LoadedContent loaded={loaded} loadingText={texts.loading} failedText={texts.failed}>
          {/* Keyed by group, so a new tab starts on its first page. */}
          {(data) => <Fragment key={group}>{tab?.render(data, `${title}: ${tab.label}`)}</Fragment>}
        </LoadedContent>
      </GroupTabs>
      {children}
    </AdminPage>
  );
}
