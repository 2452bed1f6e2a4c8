// @refnet/shared-ui: RefNet's app-wide state, API client and the design system's page chrome. Named
// exports only. Heavier components live in the '/display' and '/forms' entries, which load when first used;
// '/remote' holds what only remotes need.

export * from './antd';
export * from './icons';

export { refnetColours, refnetFontFamily, refnetTheme } from './theme';
export { RefnetProviders } from './providers';
export { followInAppLink, InAppLink, type InAppLinkProps } from './navigation';
export { BREAKPOINTS, NARROW_MAX_WIDTH, useIsNarrow, useMaxWidth } from './responsive';
export { formatDate, formatDateTime, padId, personName, userDisplayName } from './format';

export * from './state';
export * from './api';

export { Logo, LOGO_MAX_HEIGHT, LOGO_MAX_HEIGHT_NARROW, type LogoProps } from './components/Logo/Logo';
export { PageContainer, type PageContainerProps } from './components/PageContainer/PageContainer';
export { PageHeading, type PageHeadingProps } from './components/PageHeading/PageHeading';
export { SectionSkeleton, type SectionSkeletonProps } from './components/SectionSkeleton/SectionSkeleton';

export { OwnedRoutes, type OwnedRoutesProps, type ScreenProps } from './routing/OwnedRoutes';
export { lazyScreen } from './routing/lazyScreen';
export { usePathname } from './routing/usePathname';
