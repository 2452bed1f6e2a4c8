import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** What the fake server answers: a status with an optional body and headers, or no answer at all. */
export type FakeReply =
  { status: number; data?: unknown; headers?: Record<string, string> } | 'network-error';

export interface FakeTransport {
  /** Give this to axios as `adapter`; it answers without any network. */
  readonly adapter: AxiosAdapter;
  /** Every request that reached the transport, in order. */
  readonly requests: InternalAxiosRequestConfig[];
}

/** An axios adapter that records requests and answers them as `respond` says, settling like axios' own. */
export function fakeTransport(respond: (request: InternalAxiosRequestConfig) => FakeReply): FakeTransport {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = respond(config);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.data,
      headers: new AxiosHeaders(reply.headers),
      config,
      request: {},
    };
    const accepted = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 300;
    if (accepted) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return { adapter, requests };
}

export function replyingWith(reply: FakeReply): FakeTransport {
  return fakeTransport(() => reply);
}
