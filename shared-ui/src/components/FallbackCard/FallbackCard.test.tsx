import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FallbackCard } from './FallbackCard';

describe('FallbackCard', () => {
  it('says what happened', () => {
    render(<FallbackCard onRetry={() => undefined} />);
    const card = screen.getByRole('alert');
    expect(card).toHaveTextContent('There has been an unexpected error');
    expect(card).toHaveTextContent('The team has been notified.');
  });

  it('calls onRetry from the Retry page button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<FallbackCard onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Retry page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('can be retried with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<FallbackCard onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
