// @refnet/shared-ui/display: antd's display components and RefNet's own built on them. A separate shared
// entry so the landing page does not load them; the shell provides it, remotes consume the shell's copy.
export * from './antd';

export {
  CLINICIAN_SEARCH_PATH,
  ClinicianNotFound,
  type ClinicianNotFoundProps,
} from '../components/ClinicianNotFound/ClinicianNotFound';
export { Descriptions } from '../components/Descriptions/Descriptions';
export { EmptyState, type EmptyStateProps } from '../components/EmptyState/EmptyState';
export { FallbackCard, type FallbackCardProps } from '../components/FallbackCard/FallbackCard';
export { GlobalMessageModal } from '../components/GlobalMessageModal/GlobalMessageModal';
export {
  GroupHelpModal,
  type GroupHelpModalProps,
  type GroupMeaning,
} from '../components/GroupHelpModal/GroupHelpModal';
export { HelpModalButton, type HelpModalButtonProps } from '../components/HelpModalButton/HelpModalButton';
export { LoadFailed, type LoadFailedProps } from '../components/LoadFailed/LoadFailed';
export { LoadingState, type LoadingStateProps } from '../components/LoadingState/LoadingState';
export { PAGE_SIZE, pageCount, pageOf, Pager, type PagerProps } from '../components/Pager/Pager';
export { RefreshButton, type RefreshButtonProps } from '../components/RefreshButton/RefreshButton';
export { RemoteParcel, type RemoteParcelProps } from '../components/RemoteParcel/RemoteParcel';
export {
  RemoteUnavailableCard,
  type RemoteUnavailableCardProps,
} from '../components/RemoteUnavailableCard/RemoteUnavailableCard';
export {
  StatusScreen,
  type StatusCode,
  type StatusScreenProps,
} from '../components/StatusScreen/StatusScreen';
export { SortToggle, type SortOrder, type SortToggleProps } from '../components/SortToggle/SortToggle';
export {
  useKeysetPage,
  type KeysetCursor,
  type KeysetPageState,
  type KeysetRows,
  type ShownKeysetPage,
} from '../hooks/useKeysetPage';
export type { Loaded } from '../hooks/loaded';
