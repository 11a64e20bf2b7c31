// @vitest-environment node
import { dehydrate, HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PatchbayProvider,
  toolkitQueryOptions,
  toolkitsInfiniteQueryOptions,
  useAuthConfigs,
  useConnectionsByToolkit,
  useDeleteConnectedAccount,
  useSessionConnectLink,
  useSessionToolkits,
  useToolkit,
  useToolkits,
  type ToolkitFilters,
} from '../src/index';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

const FILTERS: ToolkitFilters = { toolkits: ['github', 'slack'], sort_by: 'alphabetically' };

function IntegrationsPage() {
  const toolkits = useToolkits(FILTERS);
  const github = useToolkit('github');
  const { connections } = useConnectionsByToolkit('user-1');
  const configs = useAuthConfigs();
  const sessionToolkits = useSessionToolkits('trs_missing');
  const link = useSessionConnectLink('trs_missing', 'github');
  const remove = useDeleteConnectedAccount();
  return (
    <main>
      <h1>{github.data?.name ?? 'Loading…'}</h1>
      <ul>
        {toolkits.toolkits.map((toolkit) => (
          <li key={toolkit.slug}>
            {toolkit.name} {connections.has(toolkit.slug) ? 'connected' : 'not connected'}
          </li>
        ))}
      </ul>
      <p>
        {configs.status} {sessionToolkits.toolkits.length} {link.status} {remove.status}
      </p>
    </main>
  );
}

/** The server's HTML, without the comments React puts between adjacent text nodes. */
function render(queryClient: QueryClient, children: ReactNode): string {
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={kit.client}>{children}</PatchbayProvider>
    </QueryClientProvider>,
  );
  return html.replaceAll('<!-- -->', '');
}

describe('server-side rendering', () => {
  it('renders the hooks without a window', () => {
    expect(typeof window).toBe('undefined');
    const html = render(new QueryClient(), <IntegrationsPage />);
    expect(html).toContain('Loading…');
    expect(html).toContain('pending 0 idle idle');
  });

  it('renders prefetched, dehydrated data on the server as on the client', async () => {
    const serverClient = new QueryClient();
    await Promise.all([
      serverClient.prefetchInfiniteQuery(toolkitsInfiniteQueryOptions(kit.client, FILTERS)),
      serverClient.prefetchQuery(toolkitQueryOptions(kit.client, 'github')),
    ]);
    // What travels in the HTML: plain JSON.
    const state = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;

    const html = render(
      new QueryClient(),
      <HydrationBoundary state={state}>
        <IntegrationsPage />
      </HydrationBoundary>,
    );
    expect(html).toContain('<h1>GitHub</h1>');
    expect(html).toContain('<ul><li>GitHub not connected</li><li>Slack not connected</li></ul>');
  });
});
