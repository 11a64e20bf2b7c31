/**
 * The hooks' docs pages (`stories/hooks/*.mdx`), each with the groups of `packages/react/src/index.ts`
 * it shows. `packages/ui/test/docs/hookDocs.test.ts` checks that every group is on exactly one page.
 */
export const HOOK_PAGES = {
  Provider: ['Provider and keys'],
  Connections: ['Connected accounts', 'Connecting accounts through the hosted page', 'Auth configs'],
  'Toolkits and tools': ['Toolkits', 'Tools'],
  Triggers: ['Triggers'],
  'Tool router and approvals': ['Tool router'],
  MCP: ['MCP'],
  'Files and proxy': ['Files', 'Proxy'],
  'Webhooks and projects': ['Webhook subscriptions', 'Projects (organization key)'],
} satisfies Record<string, string[]>;

export type HookPage = keyof typeof HOOK_PAGES;
