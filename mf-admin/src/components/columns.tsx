import { padId, personName } from '@refnet/shared-ui';
import type { TableColumnType } from '@refnet/shared-ui/tables';
import { YesNoMark } from './YesNoMark';

/** The name parts every admin list carries. */
export interface Named {
  title: string;
  firstName: string;
  lastName: string;
}

/** ID, zero-padded to 5 digits (SPEC §2.14). */
export function idColumn<Row extends { id: number }>(title = 'ID'): TableColumnType<Row> {
  return { title, key: 'id', render: (_, row) => padId(row.id) };
}

/** Name: "Dr Ada Okafor". */
export function nameColumn<Row>(person: (row: Row) => Named, title = 'Name'): TableColumnType<Row> {
  return { title, key: 'name', render: (_, row) => personName(person(row)) };
}

export function emailColumn<Row>(email: (row: Row) => string): TableColumnType<Row> {
  return { title: 'Email', key: 'email', render: (_, row) => email(row) };
}

/** A yes/no column shown as a green tick or a red cross (Staff, Site Admin). */
export function yesNoColumn<Row>(title: string, value: (row: Row) => boolean): TableColumnType<Row> {
  return { title, key: title, align: 'center', render: (_, row) => <YesNoMark value={value(row)} /> };
}
