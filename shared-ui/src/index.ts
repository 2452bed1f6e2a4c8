// @refnet/shared-ui: RefNet's design system, API client and app-wide state. Named exports only, so
// bundlers keep just what RefNet uses.

export * from './antd';
export * from './icons';

export { refnetColours, refnetFontFamily, refnetTheme } from './theme';
export { RefnetProviders } from './providers';
export { followInAppLink, InAppLink, type InAppLinkProps } from './navigation';
export { BREAKPOINTS, NARROW_MAX_WIDTH, useIsNarrow, useMaxWidth } from './responsive';
export { formatDate, formatDateTime, padId, pxRef } from './format';

export * from './state';
export * from './api';

export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { FallbackCard, type FallbackCardProps } from './components/FallbackCard/FallbackCard';
export { GlobalMessageModal } from './components/GlobalMessageModal/GlobalMessageModal';
export { LoadingState, type LoadingStateProps } from './components/LoadingState/LoadingState';
export { Logo, LOGO_MAX_HEIGHT, LOGO_MAX_HEIGHT_NARROW, type LogoProps } from './components/Logo/Logo';
export { PageContainer, type PageContainerProps } from './components/PageContainer/PageContainer';
export { PageHeading, type PageHeadingProps } from './components/PageHeading/PageHeading';
export {
  RemoteUnavailableCard,
  type RemoteUnavailableCardProps,
} from './components/RemoteUnavailableCard/RemoteUnavailableCard';
export {
  StatusScreen,
  type StatusCode,
  type StatusScreenProps,
} from './components/StatusScreen/StatusScreen';

export { OwnedRoutes, type OwnedRoutesProps, type ScreenProps } from './routing/OwnedRoutes';
export { usePathname } from './routing/usePathname';
