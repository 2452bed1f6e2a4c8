import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
// eslint-disable-next-line no-restricted-imports -- the test harness configures the library itself (below)
import { notifyManager } from '@tanstack/react-query';
import { serverState } from '../../shared-ui/src/data/serverState';

// antd writes its CSS-in-JS into <style> tags; jsdom matches every rule on each getComputedStyle call, which
// Testing Library makes for each element and ancestor it checks (role queries, pointer-events on each click):
// with a screen's 1,200 rules a click took about 0.4 s. jsdom lays nothing out, so tests keep antd's CSS out
// of the document by running its style registry as on a server. Inline styles and `hidden` still apply.
jest.mock('@ant-design/cssinjs/lib/util', () => ({
  ...jest.requireActual<object>('@ant-design/cssinjs/lib/util'),
  isClientSide: false,
}));
// Of antd's CSS, tests need one idea: a `…-hidden` class (a closed dropdown, an empty input's clear button,
// an inactive tab) hides its element, so Testing Library's role queries and toBeVisible skip it.
if (typeof document !== 'undefined') {
  const hiddenStates = document.createElement('style');
  hiddenStates.textContent = "[class*='-hidden'] { display: none; }";
  document.head.append(hiddenStates);
}

// Tests render RefNet's theme with antd's motion off (the documented `motion` token): pop-ups, menus and
// tabs show and hide at once, with no transition to wait for.
jest.mock('../../shared-ui/src/theme', () => {
  const theme = jest.requireActual<typeof import('../../shared-ui/src/theme')>('../../shared-ui/src/theme');
  return { ...theme, refnetTheme: theme.refnetThemeWithoutMotion };
});

// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The browser stand-ins below are for jsdom; pure-logic files run in jest's `node` environment
// (a `@jest-environment node` docblock), where there is no window.

// antd's responsive helpers read matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// antd measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar') when a modal
// opens; jsdom does not implement pseudo-elements and logs an error for each call. Ignore the
// pseudo-element instead.
if (typeof window !== 'undefined') {
  const computeStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computeStyle(element);
}

// antd's form components post to a MessageChannel, which jsdom lacks; a timer-backed stand-in is enough.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      const target = this.partner;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    start() {}
    close() {}
    addEventListener() {}
    removeEventListener() {}
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// antd's Tabs measure themselves with ResizeObserver, which jsdom lacks; nothing resizes in a test.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The page's one cache of server state would carry one test's answers into the next: each starts empty.
afterEach(() => serverState.clear());
// TanStack Query hands its screens their news in batches, on a setTimeout(0) by default. A test on jest's fake
// timers that ended with a batch still queued left every later test in the file waiting for it; a microtask
// runs whatever the clock.
notifyManager.setScheduler(queueMicrotask);
