import { render, screen } from '@testing-library/react';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('renders the title as the level-one heading', () => {
    render(<PageHeading title="Referrals Received" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals Received' })).toBeInTheDocument();
  });

  it('shows extra actions beside the title', () => {
    render(<PageHeading title="Users" extra={<button type="button">Download Users List</button>} />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Download Users List');
    expect(screen.getByRole('button', { name: 'Download Users List' })).toBeInTheDocument();
  });
});
