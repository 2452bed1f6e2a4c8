import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './LoadFailed';

describe('LoadFailed', () => {
  it('is an alert saying what could not be loaded', () => {
    render(
      <LoadFailed text="The patients could not be loaded. Please try again." onRetry={() => undefined} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The patients could not be loaded. Please try again.',
    );
  });

  it('calls onRetry from the Retry button', async () => {
    const onRetry = jest.fn();
    render(<LoadFailed text="The patients could not be loaded. Please try again." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
