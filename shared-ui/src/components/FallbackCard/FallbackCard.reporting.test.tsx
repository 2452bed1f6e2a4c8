/**
 * @jest-environment-options {"url": "https://refnet.example/dashboard"}
 */
import { render, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@refnet/shared-ui';
import { FallbackCard } from './FallbackCard';

const realAdapter = apiClient.defaults.adapter;
let posted: InternalAxiosRequestConfig[] = [];
beforeEach(() => {
  posted = [];
  apiClient.defaults.adapter = async (config) => {
    posted.push(config);
    return { status: 204, statusText: '204', data: '', headers: {}, config };
  };
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

describe('FallbackCard error reporting (away from localhost)', () => {
  it('tells the team about the error it is shown for, once', async () => {
    const error = new Error('render failed');
    const { rerender } = render(<FallbackCard error={error} />);
    rerender(<FallbackCard error={error} />);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toBe('/error-notification/');
    const { errorDescription } = JSON.parse(String(posted[0]?.data)) as { errorDescription: string };
    expect(errorDescription).toContain('Error: render failed');
    expect(errorDescription).toContain('URL: https://refnet.example/dashboard');
  });

  it('sends nothing when it is shown without an error', async () => {
    render(<FallbackCard />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted).toEqual([]);
  });
});
