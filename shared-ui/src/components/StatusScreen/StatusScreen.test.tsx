import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusScreen } from './StatusScreen';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('StatusScreen', () => {
  it('shows 404 and says the page does not exist', () => {
    render(<StatusScreen code={404} />);
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });

  it('shows 503 and says the server is unavailable', () => {
    render(<StatusScreen code={503} />);
    expect(screen.getByRole('heading', { level: 1, name: '503' })).toBeInTheDocument();
    expect(screen.getByText('The server is unavailable. Please try again later.')).toBeInTheDocument();
  });

  it('links the logo to the dashboard without reloading the page', async () => {
    const user = userEvent.setup();
    render(<StatusScreen code={404} />);
    const link = screen.getByRole('link', { name: 'RefNet' });
    expect(link).toHaveAttribute('href', '/dashboard');
    await user.click(link);
    expect(window.location.pathname).toBe('/dashboard');
  });
});
