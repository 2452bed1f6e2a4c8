import { App, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import dayjsEnGb from 'dayjs/locale/en-gb';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from './responsive';
import { appStore } from './state/store';
import { refnetTheme, refnetThemeWithoutMotion } from './theme';

// dayjs is a page-wide singleton: every app's date pickers and formatters speak en-GB.
dayjs.locale(dayjsEnGb);

/**
 * Everything a RefNet React tree needs: the shared store, the theme (without motion for a person who asked
 * their system for less), en-GB locale, antd App context.
 */
export function RefnetProviders({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Provider store={appStore}>
      <ConfigProvider locale={enGB} theme={reducedMotion ? refnetThemeWithoutMotion : refnetTheme}>
        <App>{children}</App>
      </ConfigProvider>
    </Provider>
  );
}
