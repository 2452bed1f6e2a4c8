import { Card } from '@refnet/shared-ui/display';
import { ScrollableTable, type TableColumnsType } from '@refnet/shared-ui/tables';
import { periodLabel, type StatisticsRow } from './statisticsRows';

export interface StatisticsCardProps {
  title: string;
  /** The first column's heading: what each line counts ("Signed in", "State"). */
  rowHeading: string;
  /** The periods, in days, one column each. */
  periods: readonly number[];
  rows: readonly StatisticsRow[];
}

/** A dashboard card: one line per thing counted, one column per period. */
export function StatisticsCard({ title, rowHeading, periods, rows }: StatisticsCardProps) {
  const columns: TableColumnsType<StatisticsRow> = [
    { title: rowHeading, key: 'label', render: (_, row) => row.label },
    ...periods.map((days) => ({
      title: periodLabel(days),
      key: String(days),
      align: 'right' as const,
      render: (_: unknown, row: StatisticsRow) => row.counts.get(days) ?? 0,
    })),
  ];
  return (
    // minWidth 0: a flex item is otherwise as wide as its table, and pushes the page past a phone's edge.
    <Card
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{title}</h2>}
      style={{ flex: '1 1 360px', minWidth: 0 }}
    >
      <ScrollableTable<StatisticsRow>
        aria-label={title}
        columns={columns}
        dataSource={[...rows]}
        rowKey="label"
        pagination={false}
        size="small"
      />
    </Card>
  );
}
