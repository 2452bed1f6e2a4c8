/**
 * @jest-environment-options {"url": "https://refnet.example/dashboard"}
 */
import { render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@refnet/shared-ui';
import { warmUpDesignSystem } from '../testing/warmUpDesignSystem';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Cannot render the dashboard');
}

beforeAll(warmUpDesignSystem);

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  jest.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the fallback card and posts the error with its URL to /error-notification/', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const posted: InternalAxiosRequestConfig[] = [];
    apiClient.defaults.adapter = async (config) => {
      posted.push(config);
      return { status: 204, statusText: '204', data: '', headers: {}, config };
    };
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('There has been an unexpected error')).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toBe('/error-notification/');
    const { errorDescription } = JSON.parse(String(posted[0]?.data)) as { errorDescription: string };
    expect(errorDescription).toContain('Cannot render the dashboard');
    expect(errorDescription).toContain('https://refnet.example/dashboard');
    expect(errorDescription).toContain('Broken');
  });

  it('still shows the card when reporting fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiClient.defaults.adapter = async () => Promise.reject(new Error('offline'));
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('button', { name: 'Retry page' })).toBeInTheDocument();
  });
});
