// The one door to antd, part 1: what the page chrome needs (header, landing, headings). It ships with the
// landing page, so keep it small: components a screen needs go to '@refnet/shared-ui/forms' or
// '@refnet/shared-ui/display', which load when first used. Type-only exports cost nothing at run time.
export { App, Badge, Button, ConfigProvider, Flex, Layout, Menu, Space, theme, Typography } from 'antd';

export type {
  BadgeProps,
  ButtonProps,
  FlexProps,
  GlobalToken,
  LayoutProps,
  MenuProps,
  SpaceProps,
  ThemeConfig,
  TypographyProps,
} from 'antd';
