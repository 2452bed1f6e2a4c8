import { render, screen } from '@testing-library/react';
import { PageContainer } from './PageContainer';

describe('PageContainer', () => {
  it('centres its children in a column of the given width', () => {
    render(
      <PageContainer maxWidth={900}>
        <p>Dashboard content</p>
      </PageContainer>,
    );
    const column = screen.getByText('Dashboard content').parentElement;
    expect(column).toHaveStyle({ maxWidth: '900px', marginLeft: 'auto', marginRight: 'auto' });
  });

  it('defaults to 1200 px', () => {
    render(
      <PageContainer>
        <p>Content</p>
      </PageContainer>,
    );
    expect(screen.getByText('Content').parentElement).toHaveStyle({ maxWidth: '1200px' });
  });
});
