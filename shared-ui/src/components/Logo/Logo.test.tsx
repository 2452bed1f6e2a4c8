import { render, screen } from '@testing-library/react';
import { viewportOf } from '../../testing/viewport';
import { Logo } from './Logo';

afterEach(() => jest.restoreAllMocks());

describe('Logo', () => {
  it('is an image named RefNet', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'RefNet' })).toBeInTheDocument();
  });

  it('is at most 100 px tall on wide screens', () => {
    viewportOf(1024);
    render(<Logo height={240} />);
    expect(screen.getByRole('img', { name: 'RefNet' })).toHaveAttribute('height', '100');
  });

  it('is at most 60 px tall on narrow screens', () => {
    viewportOf(768);
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'RefNet' })).toHaveAttribute('height', '60');
  });

  it('uses a smaller height as given and keeps its proportions', () => {
    render(<Logo height={28} />);
    const logo = screen.getByRole('img', { name: 'RefNet' });
    expect(logo).toHaveAttribute('height', '28');
    expect(logo).toHaveAttribute('width', '98');
  });
});
