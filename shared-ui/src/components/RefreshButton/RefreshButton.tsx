import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useOneAtATime } from '../../hooks/useOneAtATime';

export type RefreshButtonProps = {
  /** Fetches the list again; the button shows it is loading until this settles. */
  onRefresh: () => Promise<unknown>;
  /** The button's words, and so its accessible name. */
  label?: string;
};

/** Fetches a list again on demand (issue 17), one request at a time. A failure is the list's to show. */
export function RefreshButton({ onRefresh, label = 'Refresh' }: RefreshButtonProps) {
  const { run, pending } = useOneAtATime(() => onRefresh().catch(() => undefined));
  return (
    <Button icon={<ReloadOutlined aria-hidden />} loading={pending} onClick={() => void run()}>
      {label}
    </Button>
  );
}
