// @refnet/shared-ui/core: what the shell needs before any screen (the app-wide state, the configuration read,
// links, breakpoints, the logo, the loading skeleton) and nothing of antd or axios, so that a visitor's landing
// page carries neither. The main entry re-exports all of it: screens import '@refnet/shared-ui' as before.

export { refnetColours, refnetFontFamily } from '../theme';
export { followInAppLink, InAppLink, type InAppLinkProps } from '../navigation';
export { BREAKPOINTS, NARROW_MAX_WIDTH, useIsNarrow, useMaxWidth } from '../responsive';
export { formatDate, formatDateTime, formatFileSize, padId, personName, userDisplayName } from '../format';

export * from '../state';
// The calls the shell makes before any screen, none of which needs axios: the API client (and axios with
// it) comes with the main entry.
export { fetchAppConfig } from '../api/appConfig';
export { ApiRequestError, isApiRequestError, NETWORK_ERROR_MESSAGE, type ApiErrorKind } from '../api/errors';
export {
  isRemoteIncompatible,
  loadRemoteModule,
  provideRemoteModuleLoader,
  REMOTE_INCOMPATIBLE_ERROR,
  type RemoteModuleLoader,
} from '../api/remoteModules';

export { Logo, LOGO_MAX_HEIGHT, LOGO_MAX_HEIGHT_NARROW, type LogoProps } from '../components/Logo/Logo';
export { SectionSkeleton, type SectionSkeletonProps } from '../components/SectionSkeleton/SectionSkeleton';
export { usePathname } from '../routing/usePathname';
