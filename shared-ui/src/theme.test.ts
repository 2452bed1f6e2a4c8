import { theme } from 'antd';
import { refnetTheme } from './theme';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

describe('refnetTheme', () => {
  const token = theme.getDesignToken(refnetTheme);

  it.each([
    ['primary text', 'a selected menu item or option', token.colorPrimary, token.controlItemBgActive],
    ['primary text', 'a selected item under the pointer', token.colorPrimary, token.controlItemBgActiveHover],
    ['a tab or link under the pointer', 'the page background', token.colorPrimaryHover, token.colorBgLayout],
    ['a link under the pointer', 'the page background', token.colorLinkHover, token.colorBgLayout],
    ['white text', 'a primary button under the pointer', '#ffffff', token.colorPrimaryHover],
    ['info text', 'an info tag or alert', token.colorInfo, token.colorInfoBg],
    ['success text', 'a success tag or alert', token.colorSuccess, token.colorSuccessBg],
    ['warning text', 'a warning tag or alert', token.colorWarning, token.colorWarningBg],
    ['error text', 'an error tag or alert', token.colorError, token.colorErrorBg],
  ])('keeps %s at 4.5:1 or more on %s', (_text, _background, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
