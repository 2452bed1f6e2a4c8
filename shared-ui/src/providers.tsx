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

export interface RefnetProvidersProps {
  children: ReactNode;
  /**
   * No wrapping element (antd App's div, which sets the font and colour of plain text inside): for antd
   * components placed inside a layout that is not antd's, such as the shell's header.
   */
  inline?: boolean;
}

/**
 * Everything a RefNet React tree needs: the shared store, the theme (without motion for a person who asked
 * their system for less), en-GB locale, antd App context.
 */
export function RefnetProviders({ children, inline = false }: RefnetProvidersProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Provider store={appStore}>
      <ConfigProvider locale={enGB} theme={reducedMotion ? refnetThemeWithoutMotion : refnetTheme}>
        <App component={inline ? false : undefined}>{children}</App>
      </ConfigProvider>
    </Provider>
  );
}
