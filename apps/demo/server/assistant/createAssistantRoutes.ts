import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { PatchbayApiError, SERVICE_ERRORS, type McpTag, type PatchbayClient, type ToolRouterSession } from '@patchbay/client';
import { ASSISTANT_SESSION_PATH, type AssistantEvent } from '../../src/assistant/assistantEvents';
import { readJsonWithin } from '../readJsonWithin';
import type { SessionCookie } from '../sessionCookie';
import { AssistantBudget, type AssistantBudgetOptions } from './AssistantBudget';
import { runAssistant } from './runAssistant';

/** A chat message: a few KiB is plenty. */
const MAX_MESSAGE_BYTES = 4096;
const MAX_TEXT_LENGTH = 500;
const BODY_ERRORS = { 400: 'Invalid JSON body.', 408: 'Message too slow to arrive.', 413: 'Message too large.' } as const;
/** Calls a message spends before its run: reading the user's session, and creating it on their first message. */
const SESSION_CALLS = 2;
/** How soon to try again when the service itself answered 429 to the session calls (the client's error does not carry its Retry-After). */
const PROJECT_BUSY_RETRY_SECONDS = 5;
/** The toolkits the assistant may use for a user. */
const ASSISTANT_TOOLKITS = ['patchbay_oauth_demo', 'patchbay_apikey_demo', 'patchbay_noauth_demo'];
/** Tools that change the user's data wait for their yes; read-only ones run at once. */
const REQUIRE_APPROVAL: McpTag[] = ['createHint', 'updateHint', 'destructiveHint'];

export interface AssistantRoutesOptions {
  session: SessionCookie;
  appOrigins: readonly string[];
  /** The app's backend client, with the project key. */
  patchbay: PatchbayClient;
  /** The project key the agent's MCP client sends, and how it reaches the service. */
  apiKey: string;
  fetch: (request: Request) => Promise<Response>;
  /** The page a connect flow started by the agent returns to. */
  callbackUrl: string;
  /** What one user's messages may cost the project (see AssistantBudgetOptions). @default AssistantBudget's defaults */
  budget?: AssistantBudgetOptions;
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const tooMany = (error: string, retryAfter: number) => json({ error }, 429, { 'retry-after': String(retryAfter) });

/**
 * POST /assistant/messages `{ text }`: runs the demo's agent for the
 * signed-in user on their tool router session, over MCP with the official
 * SDK client, and streams what it does as JSON lines (`AssistantEvent`).
 * GET /assistant/session: `{ session_id }` of that session (null before the
 * user's first message), so every tab can show its pending approvals.
 */
export function createAssistantRoutes(options: AssistantRoutesOptions): (request: Request) => Promise<Response> {
  // Every call the assistant makes for a user is on the project's key: each user gets a bounded share of its limit.
  const budget = new AssistantBudget(options.budget);
  // One tool router session per user while the app runs; the agent keeps using it. Keyed by signed-in
  // users only (the demo's fixed list, DEMO_USERS), so it never holds more entries than there are users.
  const sessions = new Map<string, Promise<string>>();
  const sessionOf = (userId: string): Promise<string> => {
    let id = sessions.get(userId);
    if (!id) {
      id = options.patchbay.toolRouter
        .createSession({
          user_id: userId,
          toolkits: { enable: ASSISTANT_TOOLKITS },
          tags: { require_approval: REQUIRE_APPROVAL },
          manage_connections: { enable: true, enable_wait_for_connections: true, callback_url: options.callbackUrl },
        })
        .then((session) => session.session_id);
      id.catch(() => sessions.delete(userId));
      sessions.set(userId, id);
    }
    return id;
  };

  /** The user's session id if a message made it already: reading it costs the project no call. */
  const existingSessionOf = async (userId: string): Promise<string | null> => (await sessions.get(userId)?.catch(() => null)) ?? null;

  return async (request) => {
    if (new URL(request.url).pathname === ASSISTANT_SESSION_PATH) {
      if (request.method !== 'GET') return json({ error: 'Use GET.' }, 405);
      const user = options.session.read(request.headers.get('cookie'));
      if (!user) return json({ error: 'Sign in first.' }, 401);
      return json({ session_id: await existingSessionOf(user.id) }, 200, { 'cache-control': 'no-store' });
    }
    if (request.method !== 'POST') return json({ error: 'Use POST.' }, 405);
    if (!options.appOrigins.includes(request.headers.get('origin') ?? '')) return json({ error: 'Cross-origin request refused.' }, 403);
    const user = options.session.read(request.headers.get('cookie'));
    if (!user) return json({ error: 'Sign in first.' }, 401);
    const body = await readJsonWithin(request, MAX_MESSAGE_BYTES).catch(() => ({ status: 400 as const }));
    if ('status' in body) return json({ error: BODY_ERRORS[body.status] }, body.status);
    const text = (body.value as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_TEXT_LENGTH) {
      return json({ error: `Send { "text": "..." } with 1 to ${MAX_TEXT_LENGTH} characters.` }, 400);
    }

    const run = budget.start(user.id);
    if ('retryAfter' in run) return tooMany('The assistant is still answering your other messages. Wait for it to finish.', run.retryAfter);
    const wait = budget.spend(user.id, SESSION_CALLS);
    if (wait !== null) {
      run.release();
      return tooMany(`You have sent the assistant a lot of work just now. Try again in ${wait} s.`, wait);
    }
    // The run's MCP requests, each charged to the user: past their budget the run stops with this message.
    const chargedFetch = async (request: Request) => {
      const later = budget.spend(user.id);
      if (later !== null) throw new Error(`You have sent the assistant a lot of work just now. Try again in ${later} s.`);
      return options.fetch(request);
    };

    let sessionId: string;
    let session: ToolRouterSession;
    try {
      sessionId = await sessionOf(user.id);
      session = await options.patchbay.toolRouter.getSession(sessionId);
    } catch (error) {
      run.release();
      // The whole project is at the service's limit: a wait, not a failure of the app.
      if (error instanceof PatchbayApiError && error.slug === SERVICE_ERRORS.RATE_LIMITED.slug) {
        return tooMany('The assistant is busy right now. Try again in a few seconds.', PROJECT_BUSY_RETRY_SECONDS);
      }
      throw error;
    }
    const stop = new AbortController();
    request.signal.addEventListener('abort', () => stop.abort(), { once: true });
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const emit = (event: AssistantEvent) => {
          if (!stop.signal.aborted) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        };
        const mcp = new Client({ name: 'acme-crm-assistant', version: '1.0.0' });
        try {
          await mcp.connect(
            new StreamableHTTPClientTransport(new URL(session.mcp.url), {
              requestInit: { headers: { 'x-api-key': options.apiKey } },
              fetch: (input, init) => chargedFetch(new Request(input, init)),
            }),
          );
          await runAssistant(text, { mcp, sessionId, emit, signal: stop.signal });
        } catch (error) {
          if (!stop.signal.aborted) emit({ type: 'error', message: error instanceof Error ? error.message : String(error) });
        } finally {
          run.release();
          await mcp.close().catch(() => undefined);
          emit({ type: 'done' });
          if (!stop.signal.aborted) controller.close();
        }
      },
      cancel: () => stop.abort(),
    });
    return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
  };
}
