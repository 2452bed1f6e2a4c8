import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefreshButton } from './RefreshButton';

/** A refresh the test finishes when it wants. */
function slowRefresh() {
  let finish: () => void = () => undefined;
  const onRefresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { onRefresh, finish: () => finish() };
}

describe('RefreshButton', () => {
  it('is a button named Refresh that runs the refresh and shows it is loading meanwhile', async () => {
    const user = userEvent.setup();
    const refresh = slowRefresh();
    render(<RefreshButton onRefresh={refresh.onRefresh} />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    await user.click(button);
    expect(refresh.onRefresh).toHaveBeenCalledTimes(1);
    expect(button).toHaveClass('ant-btn-loading');

    await user.click(button);
    expect(refresh.onRefresh).toHaveBeenCalledTimes(1);
    refresh.finish();
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('can be used from the keyboard, and again after a failed refresh', async () => {
    const user = userEvent.setup();
    const onRefresh = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    render(<RefreshButton onRefresh={onRefresh} label="Refresh referrals" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh referrals' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
