import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@refnet/shared-ui';

export interface FakeAnswer {
  status: number;
  data?: unknown;
}

/**
 * Answers the shared API client's calls without a network: `answer` decides per request. Returns the
 * requests made and a function that restores the real transport.
 */
export function fakeApi(answer: (request: InternalAxiosRequestConfig) => FakeAnswer) {
  const requests: InternalAxiosRequestConfig[] = [];
  const realAdapter = apiClient.defaults.adapter;
  apiClient.defaults.adapter = async (config) => {
    requests.push(config);
    const { status, data } = answer(config);
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status < 300) return response;
    throw Object.assign(new Error(`Request failed with status code ${status}`), {
      isAxiosError: true,
      config,
      response,
    });
  };
  return {
    requests,
    bodyOf: (index: number) => JSON.parse(String(requests[index]?.data)) as unknown,
    restore: () => {
      apiClient.defaults.adapter = realAdapter;
    },
  };
}
