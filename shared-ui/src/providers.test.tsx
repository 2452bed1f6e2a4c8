import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import dayjs from 'dayjs';
import { useContext } from 'react';
import { RefnetProviders } from './providers';
import { useSession } from './state/hooks';
import { sessionAtom } from './state/atoms';
import { appStore } from './state/store';
import { clinicianSession } from './testing/fixtures';
import { refnetColours } from './theme';

// The real theme, with its motion: the test setup turns motion off for every other test file.
jest.unmock('./theme');

function ProviderFacts() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  const session = useSession();
  return (
    <ul>
      <li>locale {locale?.locale}</li>
      <li>primary {token.colorPrimary}</li>
      <li>radius {token.borderRadius}</li>
      <li>motion {token.motion ? 'on' : 'off'}</li>
      <li>user {session?.user.first_name ?? 'none'}</li>
    </ul>
  );
}

afterEach(() => {
  appStore.set(sessionAtom, null);
  jest.restoreAllMocks();
});

/** The browser's answer to every media query, with `reduce` for prefers-reduced-motion. */
function prefersReducedMotion(reduce: boolean) {
  const { matchMedia } = window;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

describe('RefnetProviders', () => {
  it('gives antd the en-GB locale and the RefNet theme, and React the shared store', () => {
    appStore.set(sessionAtom, clinicianSession);
    render(
      <RefnetProviders>
        <ProviderFacts />
      </RefnetProviders>,
    );
    expect(screen.getByText('locale en-gb')).toBeInTheDocument();
    expect(screen.getByText(`primary ${refnetColours.primary}`)).toBeInTheDocument();
    expect(screen.getByText('radius 6')).toBeInTheDocument();
    expect(screen.getByText('user Ada')).toBeInTheDocument();
  });

  it.each([
    [false, 'on'],
    [true, 'off'],
  ])('with prefers-reduced-motion %s, antd motion is %s', (reduce, motion) => {
    prefersReducedMotion(reduce);
    render(
      <RefnetProviders>
        <ProviderFacts />
      </RefnetProviders>,
    );
    expect(screen.getByText(`motion ${motion}`)).toBeInTheDocument();
    expect(screen.getByText(`primary ${refnetColours.primary}`)).toBeInTheDocument();
  });

  it.each([
    [false, 1],
    [true, 0],
  ])(
    'inline %s: %i wrapping element (antd App) around the children, with the theme either way',
    (inline, wrappers) => {
      const { container } = render(
        <RefnetProviders inline={inline}>
          <ProviderFacts />
        </RefnetProviders>,
      );
      expect(container.querySelectorAll('.ant-app')).toHaveLength(wrappers);
      expect(container.firstElementChild?.tagName).toBe(inline ? 'UL' : 'DIV');
      expect(screen.getByText(`primary ${refnetColours.primary}`)).toBeInTheDocument();
    },
  );

  it('sets dayjs to en-GB (weeks start on Monday)', () => {
    expect(dayjs.locale()).toBe('en-gb');
    expect(dayjs('2024-03-06').startOf('week').format('YYYY-MM-DD')).toBe('2024-03-04');
  });
});
