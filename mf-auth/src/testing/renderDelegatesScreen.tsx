// Test-only: the /delegates screen against a fake server.
import { render } from '@testing-library/react';
import { matchRoute } from '@refnet/contracts';
import { apiClient, RefnetProviders } from '@refnet/shared-ui';
import { fakeTransport, type FakeReply } from '@refnet/shared-ui/testing';
import { DelegatesScreen } from '../features/delegates/DelegatesScreen';
import { delegatesAnswer } from './delegateFixtures';

/** What the fake server answers, by "METHOD url"; several replies are given in turn, the last one kept. */
export type FakeServer = Record<string, FakeReply | FakeReply[]>;

const realAdapter = apiClient.defaults.adapter;
export function restoreTransport() {
  apiClient.defaults.adapter = realAdapter;
}

export function renderDelegatesScreen(server: FakeServer = {}) {
  const routes: FakeServer = { 'get /user/delegates/': { status: 200, data: delegatesAnswer }, ...server };
  const transport = fakeTransport(({ method, url }) => {
    const reply = routes[`${method} ${url}`];
    if (!Array.isArray(reply)) return reply ?? { status: 404 };
    return (reply.length > 1 ? reply.shift() : reply[0]) ?? { status: 404 };
  });
  apiClient.defaults.adapter = transport.adapter;
  const match = matchRoute('/delegates');
  if (!match) throw new Error('no /delegates route');
  render(
    <RefnetProviders>
      <DelegatesScreen route={match.route} params={match.params} />
    </RefnetProviders>,
  );
  return {
    /** "METHOD url" of every request, in order. */
    calls: () => transport.requests.map(({ method, url }) => `${method} ${url}`),
    /** The JSON body of the last request to `key` ("METHOD url"). */
    bodyOf: (key: string): unknown => {
      const request = transport.requests.filter(({ method, url }) => `${method} ${url}` === key).at(-1);
      if (!request) throw new Error(`no request ${key}`);
      return JSON.parse(request.data as string);
    },
  };
}
