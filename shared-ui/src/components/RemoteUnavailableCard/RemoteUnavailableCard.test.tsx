import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteUnavailableCard } from './RemoteUnavailableCard';

describe('RemoteUnavailableCard', () => {
  it('is an alert explaining the part is unavailable', () => {
    render(<RemoteUnavailableCard onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of RefNet is unavailable');
    expect(alert).toHaveTextContent('Please check your connection and try again.');
  });

  it('says the part is being updated when its build was refused', () => {
    render(<RemoteUnavailableCard onRetry={() => undefined} updating />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of RefNet is unavailable');
    expect(alert).toHaveTextContent('It is being updated. Please try again in a few minutes.');
    expect(alert).not.toHaveTextContent('connection');
  });

  it('calls onRetry from the Retry button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<RemoteUnavailableCard onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
