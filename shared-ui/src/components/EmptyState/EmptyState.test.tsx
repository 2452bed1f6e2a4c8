import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the text', () => {
    render(<EmptyState text="No referrals to display at the moment" />);
    expect(screen.getByText('No referrals to display at the moment')).toBeInTheDocument();
  });

  it('shows a hint only when given', () => {
    const { rerender } = render(<EmptyState text="No patients to display at the moment" />);
    expect(screen.queryByText('Try modifying your search.')).not.toBeInTheDocument();
    rerender(<EmptyState text="No patients to display at the moment" hint="Try modifying your search." />);
    expect(screen.getByText('Try modifying your search.')).toBeInTheDocument();
  });
});
