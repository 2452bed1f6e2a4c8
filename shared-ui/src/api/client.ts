import axios, {
  isAxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { getAuthToken } from '../state/session';
import { toApiRequestError } from './errors';
import { announceWrite } from './writes';
import { GET_RETRY_DELAYS_MS, retryGets } from './retryGets';
import { API_TIMEOUT_MS } from './timeouts';
import {
  createSessionExpiryHandler,
  isSessionExpiryResponse,
  type SessionExpiryOptions,
} from './sessionExpiry';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Send without the Authorization header and never treat the answer as session expiry.
     * For public calls such as /login/, where a 401 means wrong credentials, not an expired session.
     */
    skipAuth?: boolean;
    /**
     * A POST that only asks (a search, a check) or whose effect no screen shows (an error report): its
     * success leaves every answer the screens hold current. Any other write's success makes them stale.
     */
    changesNothing?: boolean;
  }
}

/** Methods that read: their answers never make another answer stale. */
const READ_METHODS = new Set(['get', 'head', 'options']);
/** A write refused because what it acts on is gone or has moved on: the screen showed an old state. */
const OUT_OF_DATE_STATUSES = new Set([404, 409, 410]);

const isWrite = ({ method = 'get', changesNothing }: InternalAxiosRequestConfig) =>
  !READ_METHODS.has(method.toLowerCase()) && !changesNothing;

/** SPEC §7: every call goes to the page origin under /api/v1. */
export const API_BASE_URL = '/api/v1';

export { API_TIMEOUT_MS };

export type ApiClientOptions = {
  baseURL?: string;
  /** Replaces the HTTP transport; tests pass a fake one. */
  adapter?: AxiosAdapter;
  sessionExpiry?: SessionExpiryOptions;
  /** The waits before each retry of a failed read (retryGets); [] sends each read once. */
  getRetryDelaysMs?: readonly number[];
};

export function createApiClient({
  baseURL = API_BASE_URL,
  adapter,
  sessionExpiry,
  getRetryDelaysMs = GET_RETRY_DELAYS_MS,
}: ApiClientOptions = {}): AxiosInstance {
  // No default Content-Type: axios sends JSON for plain objects by itself, and a forced JSON type
  // would turn the FormData of the patient forms (SPEC §7.3) into JSON.
  const client = axios.create({ baseURL, timeout: API_TIMEOUT_MS, ...(adapter ? { adapter } : {}) });
  const expireSession = createSessionExpiryHandler(sessionExpiry);

  client.interceptors.request.use((config) => {
    const token = getAuthToken();
    if (token && !config.skipAuth) config.headers.set('Authorization', `Token ${token}`);
    return config;
  });

  retryGets(client, getRetryDelaysMs);
  client.interceptors.response.use(
    (response) => {
      if (isWrite(response.config)) announceWrite();
      return response;
    },
    (error: unknown) => {
      const response = isAxiosError(error) ? error.response : undefined;
      if (response && isWrite(response.config) && OUT_OF_DATE_STATUSES.has(response.status)) announceWrite();
      const isPublicCall = isAxiosError(error) && error.config?.skipAuth === true;
      // An answer to a request sent with an earlier token (a call still in flight at logout) ends nothing.
      const sentToken = isAxiosError(error) ? error.config?.headers?.get('Authorization') : undefined;
      const currentToken = getAuthToken();
      const isCurrentSession = currentToken !== null && sentToken === `Token ${currentToken}`;
      if (
        response &&
        !isPublicCall &&
        isCurrentSession &&
        isSessionExpiryResponse(response.status, response.data)
      )
        expireSession();
      return Promise.reject(toApiRequestError(error));
    },
  );

  return client;
}

/** The client every RefNet app uses: adds the token, handles session expiry, rejects with ApiRequestError. */
export const apiClient = createApiClient();
