import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  isJSONRPCErrorResponse,
  isJSONRPCResultResponse,
  ListToolsRequestSchema,
  type CallToolResult,
  type JSONRPCErrorResponse,
  type JSONRPCResultResponse,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { SERVICE_ERRORS } from '@patchbay/client';
import { bodyTooLarge, readBytesWithin, type BodyTimeouts } from '@patchbay/relay/http';
import type { Clock } from '../../clock';
import type { Store } from '../../collections/Store';
import { ElicitationError } from '../../tools/ElicitationError';
import type { Elicit } from '../../tools/Elicit';
import { elicitFor, storeElicitationAnswers, type ElicitationTiming } from './elicitations';
import { endMcpSession, findMcpSession, openMcpSession, type McpUrlOwner } from './mcpSessions';
import type { McpSessionRecord } from './records';
import { toolError } from './toCallToolResult';
import { upgradableAnswer } from './upgradableAnswer';

/** What a tool gets besides its arguments. */
export interface McpCallOptions {
  /** Aborts when the client goes away or cancels the call. */
  signal: AbortSignal;
  /**
   * Asks the client's user in the middle of the call (`elicitation/create`).
   * Present only when the call came with an MCP session whose client declared
   * the `elicitation` capability at `initialize`; undefined otherwise (no
   * session id, or a client that cannot ask). An `ElicitationError` it throws
   * and the tool does not catch ends the call as a tool error with its code.
   */
  elicit?: Elicit;
}

/** What one MCP URL offers: its tools, and how to run one. */
export interface McpToolSource {
  /** The server's name in the `initialize` answer. */
  name: string;
  tools: () => Tool[];
  /** Runs a tool the source listed; a tool-level failure is a result with `isError`, not a throw. */
  call: (name: string, args: Record<string, unknown>, options: McpCallOptions) => Promise<CallToolResult>;
}

/** Where one MCP URL keeps its sessions, and how long its requests may take. */
export interface McpServeOptions {
  store: Store;
  clock: Clock;
  bodyTimeouts: BodyTimeouts;
  /** The URL and project a session issued here belongs to. */
  owner: McpUrlOwner;
  /** How long an elicitation waits for the user. @default 10 minutes, read every 200 ms */
  elicitation?: ElicitationTiming;
}

/** Agents send tool arguments, not files: a bound keeps a hostile body from filling memory. */
export const MCP_MAX_BODY_BYTES = 1024 * 1024;

const VERSION = '0.1.0';
const SESSION_HEADER = 'mcp-session-id';

/** The body read into memory first, within MCP_MAX_BODY_BYTES (413) and `timeouts` (408): the SDK would wait for a trickling body for ever. */
async function readMcpBody(request: Request, timeouts: BodyTimeouts): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readBytesWithin(request, MCP_MAX_BODY_BYTES, timeouts);
  if (!bytes) throw bodyTooLarge(MCP_MAX_BODY_BYTES, 'Send tool arguments, not files: upload content and pass its key.');
  return bytes;
}

/** The body as JSON, or undefined when it is not (the SDK then answers the parse error). */
function parseJson(body: Uint8Array | string): unknown {
  try {
    return JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

/** The JSON-RPC responses a body holds when it holds nothing else: the client's answers to elicitations. */
function onlyResponses(body: unknown): (JSONRPCResultResponse | JSONRPCErrorResponse)[] | undefined {
  const messages = Array.isArray(body) ? body : [body];
  if (messages.length === 0) return undefined;
  const responses = messages.filter((message) => isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message));
  return responses.length === messages.length ? responses : undefined;
}

function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}

/** The MCP spec's answer to an unknown or ended session: 404, and the client initializes again. */
const sessionNotFound = () =>
  jsonRpcError(404, -32001, 'Session not found: it ended, expired or belongs to another MCP URL. Initialize again without Mcp-Session-Id.');

/** The `initialize` answer with the new session's id, when the SDK accepted it. */
async function withNewSession(answer: Response, body: unknown, options: McpServeOptions): Promise<Response> {
  const init = InitializeRequestSchema.safeParse(body);
  if (answer.status !== 200 || !init.success) return answer;
  const text = await answer.text();
  const headers = new Headers(answer.headers);
  if (isJSONRPCResultResponse(parseJson(text))) {
    const session = openMcpSession(options.store, options.clock, options.owner, init.data.params);
    headers.set(SESSION_HEADER, session.id);
  }
  return new Response(text, { status: answer.status, headers });
}

/**
 * Answers one MCP Streamable HTTP POST with the official SDK's web-standard
 * transport: each request gets a fresh server and transport, and what must
 * outlive a request (the client's session, a pending elicitation) is in
 * storage, so any process of the service can answer any call.
 *
 * - `initialize` issues `Mcp-Session-Id`, stored with the client's
 *   capabilities; a later POST carrying it must name a live session of this
 *   URL (else 404). A client that sends no session id is served statelessly,
 *   with no capabilities.
 * - A call answers plain JSON, unless its tool elicits: the answer then turns
 *   into an SSE stream carrying the `elicitation/create` request and, once the
 *   user answered, the call's result.
 * - A body of JSON-RPC responses only is the client's answer to elicitations:
 *   stored on them, 202.
 */
export async function serveMcp(received: Request, source: McpToolSource, options: McpServeOptions): Promise<Response> {
  const bytes = await readMcpBody(received, options.bodyTimeouts);
  const body = parseJson(bytes);
  const initialize = InitializeRequestSchema.safeParse(body).success;
  const sessionId = received.headers.get(SESSION_HEADER);
  let session: McpSessionRecord | undefined;
  if (sessionId !== null && !initialize) {
    session = findMcpSession(options.store, options.clock, options.owner, sessionId);
    if (!session) return sessionNotFound();
    const answers = onlyResponses(body);
    if (answers) {
      storeElicitationAnswers(options.store, session, answers);
      return new Response(null, { status: 202 });
    }
  }

  const answer = upgradableAnswer();
  const callSignal = AbortSignal.any([received.signal, answer.gone]);
  const server = new Server({ name: source.name, version: VERSION }, { capabilities: { tools: { listChanged: false } } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: source.tools() }));
  server.setRequestHandler(CallToolRequestSchema, async (call, extra) => {
    const known = source.tools().some((tool) => tool.name === call.params.name);
    if (!known)
      return toolError(`Unknown tool ${JSON.stringify(call.params.name)}: it is not offered at this MCP URL. List the tools first.`, {
        error_code: SERVICE_ERRORS.NOT_FOUND.slug,
      });
    const signal = AbortSignal.any([extra.signal, callSignal]);
    const canElicit = session?.client_capabilities.elicitation !== undefined;
    const elicit =
      session && canElicit
        ? elicitFor({
            store: options.store,
            clock: options.clock,
            session,
            send: (message) => answer.send(message),
            signal,
            timing: options.elicitation ?? {},
          })
        : undefined;
    try {
      return await source.call(call.params.name, call.params.arguments ?? {}, { signal, ...(elicit ? { elicit } : {}) });
    } catch (error) {
      if (error instanceof ElicitationError) return toolError(error.message, { error_code: error.code });
      throw error;
    }
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_MAX_BODY_BYTES,
  });
  await server.connect(transport);
  const request = new Request(received.url, { method: received.method, headers: received.headers, body: bytes, signal: received.signal });
  const answered = transport.handleRequest(request, body === undefined ? undefined : { parsedBody: body });
  const first = await Promise.race([answered, answer.opened.then(() => undefined)]);
  if (first === undefined) {
    // A tool elicited: the answer is the stream now; the server lives until the call's result is written on it.
    void answered.finally(() => server.close()).catch(() => undefined);
    return answer.response(answered);
  }
  await server.close();
  return initialize ? withNewSession(first, body, options) : first;
}

/** DELETE with `Mcp-Session-Id`: the client ends its session (and any elicitation still waiting on it). */
export function endMcpSessionRequest(received: Request, options: Pick<McpServeOptions, 'store' | 'clock' | 'owner'>): Response {
  const sessionId = received.headers.get(SESSION_HEADER);
  if (sessionId === null) return jsonRpcError(400, -32000, 'Bad Request: send the Mcp-Session-Id header of the session to end.');
  const session = findMcpSession(options.store, options.clock, options.owner, sessionId);
  if (!session) return sessionNotFound();
  endMcpSession(options.store, session.id);
  return new Response(null, { status: 200 });
}
