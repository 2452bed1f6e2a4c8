import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ScrollableTable } from './ScrollableTable';

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
}

const ROWS: UserRow[] = [
  { id: '00001', name: 'Dr Amelia Hart', email: 'clinician@refnet.example', role: 'General Practitioner' },
  { id: '00002', name: 'Mr James Okafor', email: 'physio@refnet.example', role: 'Physiotherapist' },
];

const COLUMNS = (['id', 'name', 'email', 'role'] as const).map((key) => ({
  key,
  dataIndex: key,
  title: key === 'id' ? 'ID' : key[0]!.toUpperCase() + key.slice(1),
}));

const meta = {
  title: 'Lists/ScrollableTable',
  component: ScrollableTable<UserRow>,
  args: { 'aria-label': 'Users', columns: COLUMNS, dataSource: ROWS, rowKey: 'id', pagination: false },
} satisfies Meta<typeof ScrollableTable<UserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
/** As on a 390 px phone: the cue line and the right-hand shadow show. */
export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ width: 326 }}>{Story()}</div>],
};
