import { render, screen } from '@testing-library/react';
import { Logo } from './Logo';

function mockViewportNarrow(isNarrow: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: isNarrow && query === '(max-width: 768px)',
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('Logo', () => {
  it('is an image named RefNet', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'RefNet' })).toBeInTheDocument();
  });

  it('is at most 100 px tall on wide screens', () => {
    mockViewportNarrow(false);
    render(<Logo height={240} />);
    expect(screen.getByRole('img', { name: 'RefNet' })).toHaveAttribute('height', '100');
  });

  it('is at most 60 px tall on narrow screens', () => {
    mockViewportNarrow(true);
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
