import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PolicyPage } from './PolicyPage';

describe('PolicyPage', () => {
  it('shows the terms first, in a frame with a download link to the V1.1 PDF', () => {
    render(<PolicyPage />);
    expect(screen.getByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTitle('RefNet Terms and conditions V1.1')).toHaveAttribute(
      'src',
      '/policies/refnet-terms-v1.1.pdf',
    );
    const download = screen.getByRole('link', { name: /Download Terms and conditions/ });
    expect(download).toHaveAttribute('href', '/policies/refnet-terms-v1.1.pdf');
    expect(download).toHaveAttribute('download');
  });

  it('switches to the cookies policy', async () => {
    const user = userEvent.setup();
    render(<PolicyPage />);
    await user.click(screen.getByRole('tab', { name: 'Cookies policy' }));
    expect(screen.getByTitle('RefNet Cookies policy V1.1')).toHaveAttribute(
      'src',
      '/policies/refnet-cookies-v1.1.pdf',
    );
    expect(screen.getByRole('link', { name: /Download Cookies policy/ })).toHaveAttribute(
      'href',
      '/policies/refnet-cookies-v1.1.pdf',
    );
  });
});
