export { API_BASE_URL, apiClient, createApiClient, type ApiClientOptions } from './client';
export { ApiRequestError, isApiRequestError, NETWORK_ERROR_MESSAGE, type ApiErrorKind } from './errors';
export { requireParams } from './requireParams';
export type { RequestOptions } from './requestOptions';
export { parseResponse, type ResponseSchema } from './parseResponse';
export {
  createSessionExpiryHandler,
  isSessionExpiryResponse,
  LOGIN_PATH,
  SESSION_EXPIRED_ALERT_SUPPRESSION_MS,
  SESSION_EXPIRED_MESSAGE,
  type SessionExpiryOptions,
} from './sessionExpiry';
export { fetchAppVersion } from './system';
export { fetchAppConfig } from './appConfig';
export {
  describeError,
  isErrorReportingEnabled,
  reportError,
  sendErrorNotification,
  type ReportErrorOptions,
} from './reportError';
export { checkAuth, login, logout } from './accounts';
export { loadRemoteModule, provideRemoteModuleLoader, type RemoteModuleLoader } from './remoteModules';
