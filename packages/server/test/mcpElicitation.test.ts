import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type CallToolResult, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';
import { systemClock } from '../src/clock';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';
import { MAX_MCP_SESSIONS_PER_PROJECT, MCP_SESSION_IDLE_MS, openMcpSession } from '../src/mcp/serve/mcpSessions';
import { endMcpSessionRequest, serveMcp, type McpCallOptions, type McpToolSource } from '../src/mcp/serve/serveMcp';
import { toolError } from '../src/mcp/serve/toCallToolResult';
import { serveNode } from '../src/serveNode';
import { BACKENDS } from './harness';

/**
 * The elicitation plumbing of the MCP URLs, driven by the official SDK client
 * against a tool source built here (the service's own tools elicit through
 * the same `elicit`): the source asks, the client's user answers, the call
 * resumes, whichever process the answer reached.
 */

const OWNER = { projectId: 'pr_elicit', mcpUrl: 'tool_router/trs_elicit' };
const FORM: ElicitRequest['params'] = {
  message: 'Send the email?',
  requestedSchema: { type: 'object', properties: { to: { type: 'string' } }, required: ['to'] },
};

/** What the test source saw of its calls. */
interface Seen {
  canElicit: boolean[];
  aborted: boolean[];
}

/** ASK elicits FORM and answers with the user's answer; CAN_ELICIT says whether `elicit` was given. */
function askingSource(seen: Seen): McpToolSource {
  return {
    name: 'eliciting-test',
    tools: () => [
      { name: 'ASK', inputSchema: { type: 'object' } },
      { name: 'CAN_ELICIT', inputSchema: { type: 'object' } },
    ],
    call: async (name, _args, { elicit, signal }: McpCallOptions) => {
      seen.canElicit.push(elicit !== undefined);
      if (name === 'CAN_ELICIT') return { content: [{ type: 'text', text: String(elicit !== undefined) }] };
      if (!elicit) return toolError('This client cannot be asked.', { error_code: 'no_elicitation' });
      try {
        const answer = await elicit(FORM);
        return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer };
      } finally {
        seen.aborted.push(signal.aborted);
      }
    },
  };
}

interface Running {
  server: PatchbayServer;
  url: string;
  seen: Seen;
  close(): Promise<void>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One process of the service answering the test source's MCP URL, on `storage`. */
async function startService(storage: 'memory' | { dataDir: string }, timeoutMs = 60_000): Promise<Running> {
  const server = createPatchbayServer({ storage, rateLimit: false });
  const seen: Seen = { canElicit: [], aborted: [] };
  const options = {
    store: server.store,
    clock: systemClock,
    bodyTimeouts: { idleMs: 10_000, totalMs: 30_000 },
    owner: OWNER,
    elicitation: { timeoutMs, pollMs: 50 },
  };
  const running = await serveNode(async (request) => {
    if (request.method === 'DELETE') return endMcpSessionRequest(request, options);
    if (request.method !== 'POST') return new Response(null, { status: 405 });
    return serveMcp(request, askingSource(seen), options);
  });
  const close = async () => {
    await running.close();
    await server.close();
  };
  cleanups.push(close);
  return { server, url: `${running.url}/mcp`, seen, close };
}

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'patchbay-elicit-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The SDK client, declaring elicitation (or not), its requests sent through `fetch` when given. */
async function connectClient(
  url: string,
  options: { elicitation: boolean; answer?: (request: ElicitRequest, requestId: string | number) => Promise<ElicitResult>; fetch?: typeof fetch },
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' }, { capabilities: options.elicitation ? { elicitation: {} } : {} });
  if (options.answer) {
    const answer = options.answer;
    client.setRequestHandler(ElicitRequestSchema, (request, extra) => answer(request, extra.requestId));
  }
  const transport = new StreamableHTTPClientTransport(new URL(url), options.fetch ? { fetch: options.fetch } : {});
  await client.connect(transport);
  cleanups.push(() => client.close());
  return { client, transport };
}

/** The JSON text the SDK client POSTs. */
const bodyOf = (init: RequestInit | undefined) => (typeof init?.body === 'string' ? init.body : '');

const callAsk = (client: Client) => client.callTool({ name: 'ASK', arguments: {} }) as Promise<CallToolResult>;
const text = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

/** Resolves once `check` holds, polling; fails after the tests' shared bound. */
async function eventually(check: () => boolean, ms = SIGNAL_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(BACKENDS)('MCP elicitation (%s)', (backend) => {
  const storage = () => (backend === 'sqlite' ? { dataDir: newDataDir() } : 'memory');

  it('asks the user in the middle of a call over SSE, with a cross-process id, and resumes with their answer', async () => {
    const service = await startService(storage());
    const contentTypes: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST')
        contentTypes.push(
          `${bodyOf(init).match(/"method":"([^"]+)"/)?.[1] ?? 'answer'} ${response.status === 202 ? '202' : `${response.status} ${response.headers.get('content-type')}`}`,
        );
      return response;
    };
    const asked: { request: ElicitRequest; id: string | number }[] = [];
    const { client } = await connectClient(service.url, {
      elicitation: true,
      fetch: recording,
      answer: (request, id) => {
        asked.push({ request, id });
        return Promise.resolve({ action: 'accept', content: { to: 'ada@example.com' } });
      },
    });

    const result = await callAsk(client);
    expect(result.isError).not.toBe(true);
    expect(result.structuredContent).toEqual({ action: 'accept', content: { to: 'ada@example.com' } });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.request.params).toMatchObject({ message: 'Send the email?', requestedSchema: FORM.requestedSchema });
    expect(asked[0]!.id).toMatch(/^elicit_[0-9a-f-]{36}$/);
    expect(contentTypes).toContain('tools/call 200 text/event-stream');
    expect(contentTypes).toContain('answer 202');

    // A call that does not elicit answers plain JSON, session or not.
    expect(text((await client.callTool({ name: 'CAN_ELICIT', arguments: {} })) as CallToolResult)).toBe('true');
    expect(contentTypes.at(-1)).toBe('tools/call 200 application/json');
    expect(service.server.store.list('mcp_elicitations')).toEqual([]);
  });

  it('passes on a declined or cancelled answer', async () => {
    const service = await startService(storage());
    const answers: ElicitResult[] = [{ action: 'decline' }, { action: 'cancel' }];
    const { client } = await connectClient(service.url, { elicitation: true, answer: () => Promise.resolve(answers.shift()!) });
    expect((await callAsk(client)).structuredContent).toEqual({ action: 'decline' });
    expect((await callAsk(client)).structuredContent).toEqual({ action: 'cancel' });
  });

  it('gives no elicit to a client that did not declare elicitation, nor to one without a session', async () => {
    const service = await startService(storage());
    const { client } = await connectClient(service.url, { elicitation: false });
    expect(text((await client.callTool({ name: 'CAN_ELICIT', arguments: {} })) as CallToolResult)).toBe('false');
    const refused = await callAsk(client);
    expect(refused.structuredContent).toMatchObject({ error_code: 'no_elicitation' });

    // A client that sends no Mcp-Session-Id is served as before: stateless, plain JSON, no capabilities.
    const stateless = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'CAN_ELICIT', arguments: {} } }),
    });
    expect(stateless.headers.get('content-type')).toBe('application/json');
    expect((await stateless.json()).result.content[0].text).toBe('false');
    expect(service.seen.canElicit).toEqual([false, false, false]);
  });

  it('ignores an answer carrying the right id under another MCP session', async () => {
    const service = await startService(storage());
    const { transport: other } = await connectClient(service.url, { elicitation: true });
    const { client } = await connectClient(service.url, {
      elicitation: true,
      answer: async (_request, id) => {
        const hostile = await fetch(service.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': other.sessionId! },
          body: JSON.stringify({ jsonrpc: '2.0', id, result: { action: 'accept', content: { to: 'mallory@example.com' } } }),
        });
        expect(hostile.status).toBe(202);
        expect(service.server.store.get('mcp_elicitations', String(id))).toMatchObject({ response: null });
        // The waiting call reads storage for its answer several times after the hostile one: it must not count.
        const reads = vi.spyOn(service.server.store, 'get');
        const readsOfThis = () => reads.mock.calls.filter(([collection, key]) => collection === 'mcp_elicitations' && key === String(id)).length;
        await eventually(() => readsOfThis() >= 3);
        reads.mockRestore();
        return { action: 'decline' };
      },
    });
    expect((await callAsk(client)).structuredContent).toEqual({ action: 'decline' });
  });

  it('ends the call with a timed_out tool error when the user never answers', async () => {
    const service = await startService(storage(), 400);
    const { client } = await connectClient(service.url, { elicitation: true, answer: () => new Promise<ElicitResult>(() => {}) });
    const result = await callAsk(client);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error_code: 'timed_out' });
    expect(text(result)).toMatch(/did not answer/);
    expect(service.server.store.list('mcp_elicitations')).toEqual([]);
  });

  it('refuses an accepted answer that does not fit the form', async () => {
    const service = await startService(storage());
    // The SDK client checks its own answers; a hostile one does not: call and answer by hand, on its session.
    const { transport } = await connectClient(service.url, { elicitation: true });
    expect(transport.sessionId).toBeDefined();
    const calling = fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': transport.sessionId! },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'ASK', arguments: {} } }),
    });
    const stream = (await calling).body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await stream.read();
    const request = JSON.parse(/data: (.*)/.exec(first.value!)![1]!);
    expect(request).toMatchObject({ method: 'elicitation/create', id: expect.stringMatching(/^elicit_/) });
    await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': transport.sessionId! },
      body: JSON.stringify({ jsonrpc: '2.0', id: request.id, result: { action: 'accept', content: { to: 42 } } }),
    });
    let rest = '';
    for (let read = await stream.read(); !read.done; read = await stream.read()) rest += read.value;
    const final = JSON.parse(/data: (.*)/.exec(rest)![1]!);
    expect(final).toMatchObject({ id: 7, result: { isError: true, structuredContent: { error_code: 'elicitation_failed' } } });
    expect(final.result.content[0].text).toMatch(/does not fit the form/);
  });

  it('aborts the wait and removes the pending elicitation when the client goes away', async () => {
    const service = await startService(storage());
    const { transport } = await connectClient(service.url, { elicitation: true });
    const gone = new AbortController();
    const calling = await fetch(service.url, {
      method: 'POST',
      signal: gone.signal,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': transport.sessionId! },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'ASK', arguments: {} } }),
    });
    const reader = calling.body!.getReader();
    await reader.read();
    expect(service.server.store.list('mcp_elicitations')).toHaveLength(1);
    gone.abort();
    await eventually(() => service.seen.aborted.length === 1);
    expect(service.seen.aborted).toEqual([true]);
    expect(service.server.store.list('mcp_elicitations')).toEqual([]);
  });

  it('answers 404 to an unknown or ended session, so the client initializes again', async () => {
    const service = await startService(storage());
    const { client, transport } = await connectClient(service.url, { elicitation: true });
    const sessionId = transport.sessionId!;
    expect(sessionId).toMatch(/^mcps_/);
    expect(service.server.store.get('mcp_sessions', sessionId)).toMatchObject({
      project_id: OWNER.projectId,
      mcp_url: OWNER.mcpUrl,
      client_capabilities: { elicitation: {} },
      client_info: { name: 'test-agent', version: '1.0.0' },
    });
    const post = (id: string) =>
      fetch(service.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': id },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    expect((await post('mcps_unknown')).status).toBe(404);
    expect((await post(sessionId)).status).toBe(200);
    await transport.terminateSession();
    expect(service.server.store.get('mcp_sessions', sessionId)).toBeUndefined();
    expect((await post(sessionId)).status).toBe(404);
    await expect(client.listTools()).resolves.toBeDefined(); // the transport forgot the ended session: stateless again
  });

  it('keeps a bounded number of sessions per project, and none idle past their lifetime', () => {
    const dataDir = backend === 'sqlite' ? newDataDir() : undefined;
    const server = createPatchbayServer({ storage: dataDir ? { dataDir } : 'memory', rateLimit: false });
    cleanups.push(() => server.close());
    const init = { protocolVersion: '2025-06-18', capabilities: { elicitation: {} }, clientInfo: { name: 'flood', version: '1' } };
    let now = Date.parse('2030-01-01T00:00:00Z');
    const clock = () => new Date(now);
    const first = openMcpSession(server.store, clock, OWNER, init);
    for (let i = 0; i < MAX_MCP_SESSIONS_PER_PROJECT + 5; i++) {
      now += 1;
      openMcpSession(server.store, clock, OWNER, { ...init, capabilities: { experimental: { pad: { x: 'y'.repeat(100_000) } } } });
    }
    expect(server.store.count('mcp_sessions', { project_id: OWNER.projectId })).toBe(MAX_MCP_SESSIONS_PER_PROJECT);
    expect(server.store.get('mcp_sessions', first.id)).toBeUndefined();
    expect(server.store.list('mcp_sessions').every((session) => !('experimental' in session.client_capabilities))).toBe(true);

    now += MCP_SESSION_IDLE_MS + 1;
    openMcpSession(server.store, clock, { ...OWNER, projectId: 'pr_other' }, init);
    expect(server.store.count('mcp_sessions', { project_id: OWNER.projectId })).toBe(MAX_MCP_SESSIONS_PER_PROJECT - 100);
  });
});

describe('MCP elicitation across processes (sqlite)', () => {
  it('resolves when the stream is held by one process and the answer reaches another', async () => {
    const dataDir = newDataDir();
    const a = await startService({ dataDir });
    const b = await startService({ dataDir });
    const reached: string[] = [];
    // Tool calls go to A, everything else (initialize, the answer) to B: the session and the answer cross over in storage.
    const split: typeof fetch = (input, init) => {
      const toA = init?.method === 'POST' && bodyOf(init).includes('"method":"tools/call"');
      reached.push(`${toA ? 'A' : 'B'} ${init?.method} ${bodyOf(init).match(/"method":"([^"]+)"/)?.[1] ?? 'answer'}`);
      const url = input instanceof Request ? input.url : input.toString();
      return fetch(url.replace(b.url, toA ? a.url : b.url), init);
    };
    const { client } = await connectClient(b.url, {
      elicitation: true,
      fetch: split,
      answer: () => Promise.resolve({ action: 'accept', content: { to: 'ada@example.com' } }),
    });
    const result = await callAsk(client);
    expect(result.structuredContent).toEqual({ action: 'accept', content: { to: 'ada@example.com' } });
    expect(reached).toEqual(expect.arrayContaining(['B POST initialize', 'A POST tools/call', 'B POST answer']));
    expect(a.seen.canElicit).toEqual([true]);
    expect(b.seen.canElicit).toEqual([]);
  });
});
