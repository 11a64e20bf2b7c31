import fc from 'fast-check';
import type { McpTag } from '@patchbay/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TOOLKIT_SLUGS, getCatalog, type CatalogToolEntry } from '../../src/catalog';
import { approvalRequirement } from '../../src/toolRouter/approvals/requiresApproval';
import { sessionRefusal } from '../../src/toolRouter/sessionRules';
import { useTestServer } from '../harness';
import { connect } from '../contract/toolFixtures';
import { checkProperty, propertyTimeoutMs } from './fuzzRunner';

/**
 * Property: a session update never lifts an approval gate it does not name.
 * A session is created with random approval settings (toolkits, tools per
 * toolkit with their tag override, session tags) over the built-in toolkits,
 * then takes a random sequence of updates of `toolkits`, `tools` and `tags`
 * (and unrelated fields) that never name a `require_approval` list governing
 * a call gated at creation: per-toolkit lists are named only for toolkits
 * with no gated call. After every update, the service's decision
 * (`approvalRequirement` on the stored session) still gates every call gated
 * at creation, even while its tool is not offered; after one last update that
 * offers every built-in tool again, the agent's call to each is held
 * (`approval_required`) through REST session execute.
 */

const RUNS = 50;
const USER = 'user-1';
const SLUGS = [...BUILTIN_TOOLKIT_SLUGS];
const TAGS: McpTag[] = ['readOnlyHint', 'createHint', 'updateHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
const catalog = getCatalog();
const ENTRIES: CatalogToolEntry[] = SLUGS.flatMap((slug) => {
  const toolkit = catalog.toolkit(slug);
  if (!toolkit) throw new Error(`no built-in toolkit ${slug}`);
  return toolkit.tools.map((tool) => ({ toolkit, tool }));
});
const toolsOf = (slug: string) => ENTRIES.filter((entry) => entry.toolkit.slug === slug).map((entry) => entry.tool.slug);

/** Arguments each built-in tool accepts: a held call is checked (arguments too) before it is held. */
const ARGUMENTS: Record<string, Record<string, unknown>> = {
  PATCHBAY_OAUTH_DEMO_CREATE_TASK: { title: 'Pay the invoice' },
  PATCHBAY_OAUTH_DEMO_GET_TASK: { task_id: 'task_1' },
  PATCHBAY_OAUTH_DEMO_UPDATE_TASK: { task_id: 'task_1', title: 'Renamed' },
  PATCHBAY_OAUTH_DEMO_COMPLETE_TASK: { task_id: 'task_1' },
  PATCHBAY_OAUTH_DEMO_DELETE_TASK: { task_id: 'task_1' },
  PATCHBAY_APIKEY_DEMO_RECORD_METRIC: { name: 'signups', value: 1 },
  PATCHBAY_APIKEY_DEMO_QUERY_METRIC: { name: 'signups' },
};

type Body = Record<string, unknown>;
type ToolsEntry = { enable?: string[]; require_approval?: string[]; tags?: { require_approval: McpTag[] } };

const nonEmpty = <T extends object>(value: T) => Object.keys(value).length > 0;

/** One toolkit's `tools` entry; `approvals` adds its require_approval lists. */
const toolsEntry = (slug: string, approvals: boolean): fc.Arbitrary<ToolsEntry> =>
  fc
    .record(
      {
        enable: fc.subarray(toolsOf(slug)),
        ...(approvals && {
          require_approval: fc.subarray(toolsOf(slug)),
          tags: fc.record({ require_approval: fc.subarray(TAGS) }),
        }),
      },
      { requiredKeys: [] },
    )
    .filter(nonEmpty);

const toolsMap = (approvals: boolean): fc.Arbitrary<Partial<Record<string, ToolsEntry>>> =>
  fc.record(Object.fromEntries(SLUGS.map((slug) => [slug, toolsEntry(slug, approvals)])), { requiredKeys: [] });

const offeredToolkits = fc.oneof(fc.record({ enable: fc.subarray(SLUGS) }), fc.record({ disable: fc.subarray(SLUGS) }));

/** A new session's settings, with approval settings of every kind. */
const initialSettings: fc.Arbitrary<Body> = fc.record(
  {
    toolkits: fc.tuple(offeredToolkits, fc.subarray(SLUGS)).map(([offered, gated]) => ({ ...offered, require_approval: gated })),
    tools: toolsMap(true),
    tags: fc.record({ enable: fc.subarray(TAGS), disable: fc.subarray(TAGS), require_approval: fc.subarray(TAGS) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

/**
 * An update that names no session-wide `require_approval`; its `tools`
 * entries may name theirs, which `withoutGatesOf` keeps only for toolkits
 * with no gated call.
 */
const anUpdate: fc.Arbitrary<Body> = fc.record(
  {
    toolkits: offeredToolkits,
    tools: fc.oneof(fc.constant({}), toolsMap(true)),
    tags: fc.oneof(fc.subarray(TAGS), fc.record({ enable: fc.subarray(TAGS), disable: fc.subarray(TAGS) }, { requiredKeys: [] })),
    manage_connections: fc.constantFrom(null, { enable: false }, { enable: true, enable_wait_for_connections: true }),
    workbench: fc.constantFrom(null, { enable_proxy_execution: true }),
    preload: fc.constant(null),
  },
  { requiredKeys: [] },
);

/** The update with the per-toolkit approval settings of `gated` toolkits taken out (an entry left empty goes). */
function withoutGatesOf(update: Body, gated: ReadonlySet<string>): Body {
  const tools = update.tools as Record<string, ToolsEntry> | undefined;
  if (!tools) return update;
  const kept: Record<string, ToolsEntry> = {};
  for (const [slug, entry] of Object.entries(tools)) {
    const { require_approval, tags, ...offered } = entry;
    const next = gated.has(slug) ? offered : { ...offered, ...(require_approval && { require_approval }), ...(tags && { tags }) };
    if (nonEmpty(next)) kept[slug] = next;
  }
  return { ...update, tools: kept };
}

/** Every offered built-in tool again, still naming no require_approval. */
const OFFER_ALL: Body = { toolkits: { enable: SLUGS }, tools: {}, tags: { enable: [], disable: [] } };

describe('approval gates across session updates (property)', () => {
  const t = useTestServer('memory', {}, 'all');

  beforeAll(async () => {
    await connect(t, 'patchbay_oauth_demo', USER);
    await connect(t, 'patchbay_apikey_demo', USER);
  });

  const storedSession = (id: string) => {
    const session = t.server.store.get('tool_router_sessions', id);
    if (!session) throw new Error(`session ${id} is not stored`);
    return session;
  };

  async function update(id: string, body: Body) {
    const updated = await t.api('PATCH', `/api/v3/tool_router/session/${id}`, { body });
    expect(updated.status, `update ${JSON.stringify(body)}: ${JSON.stringify(updated.body)}`).toBe(200);
  }

  /** Every call gated at creation is still gated by the stored settings. */
  function expectStillGated(id: string, gated: CatalogToolEntry[], after: string) {
    const session = storedSession(id);
    for (const entry of gated) {
      expect(approvalRequirement(session, entry), `${entry.tool.slug} after ${after}`).not.toBeNull();
    }
  }

  async function holdsEveryGatedCall(initial: Body, updates: Body[]): Promise<void> {
    const created = await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: USER, ...initial } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.session_id as string;
    const gated = ENTRIES.filter((entry) => approvalRequirement(storedSession(id), entry) !== null);
    // A session gating nothing has nothing to lift.
    fc.pre(gated.length > 0);
    const gatedToolkits = new Set(gated.map((entry) => entry.toolkit.slug));

    for (const [index, raw] of updates.entries()) {
      const body = withoutGatesOf(raw, gatedToolkits);
      await update(id, body);
      expectStillGated(id, gated, `update ${index + 1}: ${JSON.stringify(body)}`);
    }

    await update(id, OFFER_ALL);
    expectStillGated(id, gated, 'offering every tool again');
    for (const entry of gated) {
      const slug = entry.tool.slug;
      expect(sessionRefusal(storedSession(id), entry), slug).toBeNull();
      const call = await t.api('POST', `/api/v3/tool_router/session/${id}/execute`, { body: { tool_slug: slug, arguments: ARGUMENTS[slug] ?? {} } });
      expect(call.status, JSON.stringify(call.body)).toBe(200);
      expect(call.body, slug).toMatchObject({ successful: false, error_code: 'approval_required', approval: { status: 'pending' } });
    }
  }

  it(
    'an update that names no require_approval of a gate never lifts it: every call gated at creation is held',
    async () => {
      await checkProperty(
        'approval gates across session updates',
        fc.asyncProperty(initialSettings, fc.array(anUpdate, { maxLength: 6 }), holdsEveryGatedCall),
        RUNS,
        150,
      );
    },
    propertyTimeoutMs(RUNS, 150),
  );
});
