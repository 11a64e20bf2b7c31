import type { McpTag, MetaToolSlug, Tool, ToolJsonSchema } from '@patchbay/client';
import { anyObject, bool, int, list, num, obj, record, str } from '../catalog/jsonSchema';
import { toolkitLogoDataUrl } from '../catalog';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/** The longest PATCHBAY_WAIT_FOR_CONNECTIONS waits: below the client's default 30 s timeout. */
export const MAX_WAIT_SECONDS = 25;
export const DEFAULT_WAIT_SECONDS = 20;
/** Tools one PATCHBAY_MULTI_EXECUTE_TOOL call runs at most. */
export const MAX_MULTI_EXECUTE = 20;

export interface MetaTool {
  name: string;
  description: string;
  input: ToolJsonSchema;
  output: ToolJsonSchema;
  tags: McpTag[];
}

const toolkitList = (about: string) => list(about, str('A toolkit slug', { minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 20 });
const connection = record(
  {
    toolkit: str('The toolkit slug'),
    connected: bool('Whether its tools can run now (an ACTIVE account, or a no-auth toolkit)'),
    status: str("The status of the user's latest account; null when there is none"),
    connected_account_id: str('That account; null when there is none'),
    redirect_url: str('When not connected: the page where the user connects it', { format: 'uri' }),
    error: str('Why this toolkit could not be handled'),
  },
  ['toolkit', 'connected'],
);
const connections = record(
  { connections: list('One entry per toolkit asked for', connection), all_connected: bool('Whether every one is connected') },
  ['connections', 'all_connected'],
);

/** The meta tools a session may offer (its `tool_router_tools`), with their schemas. */
export const META_TOOLS: Record<MetaToolSlug, MetaTool> = {
  PATCHBAY_SEARCH_TOOLS: {
    name: 'Search tools',
    description:
      "Finds the session's tools that fit a use case described in plain language, best first, with each tool's input schema and whether the user is connected to its toolkit.",
    input: obj(
      {
        query: str('The use case, for example "create a task in Acme Tasks"', { minLength: 1, maxLength: 1000 }),
        toolkits: list('Only tools of these toolkits', str('A toolkit slug', { maxLength: 100 }), { maxItems: 50 }),
        limit: int('How many tools to return at most', { minimum: 1, maximum: 50, default: 10 }),
      },
      ['query'],
    ),
    output: record(
      { tools: list('The tools found, best first', anyObject('A tool: slug, name, description, toolkit, input_schema, tags, is_connected')) },
      ['tools'],
    ),
    tags: ['readOnlyHint', 'idempotentHint'],
  },
  PATCHBAY_MULTI_EXECUTE_TOOL: {
    name: 'Run tools',
    description: `Runs up to ${MAX_MULTI_EXECUTE} of the session's tools for the user, one after another, and answers one result per tool in order. A tool that fails does not stop the others.`,
    input: obj(
      {
        tools: list(
          'The tools to run, in order',
          obj(
            {
              tool_slug: str('Slug of a tool the session offers', { minLength: 1, maxLength: 200 }),
              arguments: anyObject("The tool's arguments, matching its input schema"),
              account: str("Which of the user's accounts of the tool's toolkit runs it: an account id or its alias", {
                minLength: 1,
                maxLength: 255,
              }),
            },
            ['tool_slug'],
          ),
          { minItems: 1, maxItems: MAX_MULTI_EXECUTE },
        ),
      },
      ['tools'],
    ),
    output: record({ results: list('One result per tool, in order', anyObject('tool_slug, successful, data, error, error_code, log_id')) }, [
      'results',
    ]),
    tags: ['openWorldHint'],
  },
  PATCHBAY_MANAGE_CONNECTIONS: {
    name: 'Manage connections',
    description:
      "Checks the user's connection to each toolkit; for each one not connected, starts a connection and answers the redirect_url where the user completes it.",
    input: obj({ toolkits: toolkitList('The toolkits the user needs') }, ['toolkits']),
    output: connections,
    tags: ['openWorldHint'],
  },
  PATCHBAY_WAIT_FOR_CONNECTIONS: {
    name: 'Wait for connections',
    description: `Waits until the user has connected every listed toolkit, or the timeout passes (at most ${MAX_WAIT_SECONDS} s; call it again to wait longer).`,
    input: obj(
      {
        toolkits: toolkitList('The toolkits to wait for'),
        timeout_seconds: num('How long to wait at most, in seconds', { minimum: 0, maximum: MAX_WAIT_SECONDS, default: DEFAULT_WAIT_SECONDS }),
      },
      ['toolkits'],
    ),
    output: connections,
    tags: ['readOnlyHint', 'idempotentHint'],
  },
  PATCHBAY_WAIT_FOR_APPROVAL: {
    name: 'Wait for approval',
    description:
      `Waits until the user answers an approval a tool call became (error_code approval_required), or it expires, or the timeout passes (at most ${MAX_WAIT_SECONDS} s; call it again to wait longer). ` +
      "Answers the decision and, when approved, the tool's result. Only the user answers approvals.",
    input: obj(
      {
        approval_id: str("The approval's id ('apr_...') from the call's result", { minLength: 1, maxLength: 100 }),
        timeout_seconds: num('How long to wait at most, in seconds', { minimum: 0, maximum: MAX_WAIT_SECONDS, default: DEFAULT_WAIT_SECONDS }),
      },
      ['approval_id'],
    ),
    output: record(
      {
        approval: anyObject(
          "The approval: id, tool_slug, arguments, status (pending, approved, denied, expired), expires_at, reason (of a denial), result (the tool's, once it ran)",
        ),
      },
      ['approval'],
    ),
    tags: ['readOnlyHint', 'idempotentHint'],
  },
};

export const isMetaToolSlug = (slug: string): slug is MetaToolSlug => Object.hasOwn(META_TOOLS, slug);

const VERSION = '20260301_00';
let logo: string | undefined;

/**
 * The meta tools a session offers, as tools (`GET
 * /api/v3/tool_router/session/{session_id}/tools`): those named in its
 * `tool_router_tools`, of the pseudo toolkit `patchbay`.
 */
export function sessionTools(session: ToolRouterSessionRecord): Tool[] {
  const icon = (logo ??= toolkitLogoDataUrl('patchbay', 'Patchbay'));
  return session.tool_router_tools.filter(isMetaToolSlug).map((slug) => {
    const meta = META_TOOLS[slug];
    return {
      slug,
      name: meta.name,
      description: meta.description,
      toolkit: { slug: 'patchbay', name: 'Patchbay', logo: icon },
      input_parameters: meta.input,
      output_parameters: meta.output,
      tags: [...meta.tags],
      no_auth: true,
      version: VERSION,
      available_versions: [VERSION],
      is_deprecated: false,
      scopes: [],
      scope_requirements: null,
      deprecated: { available_versions: [VERSION], displayName: meta.name, is_deprecated: false, toolkit: { logo: icon }, version: VERSION },
    };
  });
}
