// @refnet/shared-ui: RefNet's app-wide state and API client (both from './core', which the shell's landing
// page loads alone) and the design system's page chrome. Named exports only. Heavier components live in the
// '/display' and '/forms' entries, which load when first used; '/remote' holds what only remotes need.

export * from './antd';
export * from './icons';

export * from './core';
export * from './api';

export { refnetTheme } from './theme';
export { RefnetProviders, type RefnetProvidersProps } from './providers';

export { PageContainer, type PageContainerProps } from './components/PageContainer/PageContainer';
export { PageHeading, type PageHeadingProps } from './components/PageHeading/PageHeading';

export { OwnedRoutes, type OwnedRoutesProps, type ScreenProps } from './routing/OwnedRoutes';
export { lazyScreen } from './routing/lazyScreen';
