import type { ThemeConfig } from 'antd';

/** RefNet colours: a calm clinical palette; every text colour passes WCAG AA (4.5:1) on white. */
export const refnetColours = {
  primary: '#0b6e8a', // teal-blue, 5.8:1 on white
  success: '#1a7f37',
  warning: '#b54708',
  danger: '#b42318',
  text: '#1f2937',
  textSecondary: '#344054',
  textDescription: '#475467',
  textPlaceholder: '#667085',
  pageBackground: '#f5f8fa',
  // antd derives greyish tints from these colours (#b5c8c9, #b4bfb5), where their own text was 3.3:1 and
  // 2.7:1: selected items, info and success tags and alerts get lighter tints instead.
  selectedBackground: '#e6f2f5', // primary text 5.1:1 on it
  selectedHoverBackground: '#d6ebf1', // primary text 4.7:1 on it
  successBackground: '#f0f8f2', // success text 4.7:1 on it
  // antd lightens the primary under the pointer (#248196, 4.2:1 on the page background): darken it instead.
  primaryHover: '#095c75', // 7.0:1 on the page background
} as const;

export const refnetFontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const refnetTheme: ThemeConfig = {
  token: {
    colorPrimary: refnetColours.primary,
    colorInfo: refnetColours.primary,
    colorLink: refnetColours.primary,
    colorSuccess: refnetColours.success,
    colorWarning: refnetColours.warning,
    colorError: refnetColours.danger,
    colorTextBase: refnetColours.text,
    // antd derives these as translucent text (about 3:1); solid colours keep hints and captions AA.
    colorTextSecondary: refnetColours.textSecondary,
    colorTextTertiary: refnetColours.textDescription,
    colorTextDescription: refnetColours.textDescription,
    colorTextPlaceholder: refnetColours.textPlaceholder,
    colorBgLayout: refnetColours.pageBackground,
    colorPrimaryBg: refnetColours.selectedBackground,
    colorPrimaryBgHover: refnetColours.selectedHoverBackground,
    colorInfoBg: refnetColours.selectedBackground,
    colorSuccessBg: refnetColours.successBackground,
    colorPrimaryHover: refnetColours.primaryHover,
    colorLinkHover: refnetColours.primaryHover,
    borderRadius: 6,
    fontFamily: refnetFontFamily,
    fontSize: 15,
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#ffffff' },
  },
};

/** The theme for a person who asked their system for less motion: antd's pop-ups open and close at once. */
export const refnetThemeWithoutMotion: ThemeConfig = {
  ...refnetTheme,
  token: { ...refnetTheme.token, motion: false },
};
