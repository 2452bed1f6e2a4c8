import { render, screen } from '@testing-library/react';
import { SectionSkeleton } from './SectionSkeleton';

describe('SectionSkeleton', () => {
  it('is a busy status named Loading... by default', () => {
    render(<SectionSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
  });

  it('takes another name', () => {
    render(<SectionSkeleton label="Loading referrals..." />);
    expect(screen.getByRole('status', { name: 'Loading referrals...' })).toBeInTheDocument();
  });
});
