import { render, screen } from '@testing-library/react';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('is a busy status saying Loading... by default', () => {
    render(<LoadingState />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading...');
  });

  it('shows the given text', () => {
    render(<LoadingState text="Loading referrals..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading referrals...');
  });
});
