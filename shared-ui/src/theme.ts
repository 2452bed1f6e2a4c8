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
    borderRadius: 6,
    fontFamily: refnetFontFamily,
    fontSize: 15,
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#ffffff' },
  },
};
