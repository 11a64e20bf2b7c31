import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { PatchbayClient } from '@patchbay/client';
import type { AssistantEvent } from '../../src/assistant/assistantEvents';
import { readJsonWithin } from '../readJsonWithin';
import type { SessionCookie } from '../sessionCookie';
import { runAssistant } from './runAssistant';

/** A chat message: a few KiB is plenty. */
const MAX_MESSAGE_BYTES = 4096;
const MAX_TEXT_LENGTH = 500;
/** The toolkits the assistant may use for a user. */
const ASSISTANT_TOOLKITS = ['patchbay_oauth_demo', 'patchbay_apikey_demo', 'patchbay_noauth_demo'];

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
}

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * POST /assistant/messages `{ text }`: runs the demo's agent for the
 * signed-in user on their tool router session, over MCP with the official
 * SDK client, and streams what it does as JSON lines (`AssistantEvent`).
 */
export function createAssistantRoutes(options: AssistantRoutesOptions): (request: Request) => Promise<Response> {
  // One tool router session per user while the app runs; the agent keeps using it.
  const sessions = new Map<string, Promise<string>>();
  const sessionOf = (userId: string): Promise<string> => {
    let id = sessions.get(userId);
    if (!id) {
      id = options.patchbay.toolRouter
        .createSession({
          user_id: userId,
          toolkits: { enable: ASSISTANT_TOOLKITS },
          manage_connections: { enable: true, enable_wait_for_connections: true, callback_url: options.callbackUrl },
        })
        .then((session) => session.session_id);
      id.catch(() => sessions.delete(userId));
      sessions.set(userId, id);
    }
    return id;
  };

  return async (request) => {
    if (request.method !== 'POST') return json({ error: 'Use POST.' }, 405);
    if (!options.appOrigins.includes(request.headers.get('origin') ?? '')) return json({ error: 'Cross-origin request refused.' }, 403);
    const user = options.session.read(request.headers.get('cookie'));
    if (!user) return json({ error: 'Sign in first.' }, 401);
    const body = await readJsonWithin(request, MAX_MESSAGE_BYTES).catch(() => ({ status: 400 as const }));
    if ('status' in body) return json({ error: body.status === 413 ? 'Message too large.' : 'Invalid JSON body.' }, body.status);
    const text = (body.value as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_TEXT_LENGTH) {
      return json({ error: `Send { "text": "..." } with 1 to ${MAX_TEXT_LENGTH} characters.` }, 400);
    }

    const sessionId = await sessionOf(user.id);
    const session = await options.patchbay.toolRouter.getSession(sessionId);
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
              fetch: (input, init) => options.fetch(new Request(input, init)),
            }),
          );
          await runAssistant(text, { mcp, sessionId, emit, signal: stop.signal });
        } catch (error) {
          if (!stop.signal.aborted) emit({ type: 'error', message: error instanceof Error ? error.message : String(error) });
        } finally {
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
