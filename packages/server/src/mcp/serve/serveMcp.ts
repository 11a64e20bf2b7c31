import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { SERVICE_ERRORS } from '@patchbay/client';
import { bodyTooLarge, readBytesWithin, type BodyTimeouts } from '@patchbay/relay/http';
import { toolError } from './toCallToolResult';

/** What one MCP URL offers: its tools, and how to run one. */
export interface McpToolSource {
  /** The server's name in the `initialize` answer. */
  name: string;
  tools: () => Tool[];
  /** Runs a tool the source listed; a tool-level failure is a result with `isError`, not a throw. */
  call: (name: string, args: Record<string, unknown>, signal: AbortSignal) => Promise<CallToolResult>;
}

/** Agents send tool arguments, not files: a bound keeps a hostile body from filling memory. */
export const MCP_MAX_BODY_BYTES = 1024 * 1024;

const VERSION = '0.1.0';

/**
 * The request with its body read into memory first, within MCP_MAX_BODY_BYTES
 * (413) and `timeouts` (408): the SDK would wait for a trickling body for ever.
 */
async function readMcpRequest(request: Request, timeouts: BodyTimeouts): Promise<Request> {
  const bytes = await readBytesWithin(request, MCP_MAX_BODY_BYTES, timeouts);
  if (!bytes) throw bodyTooLarge(MCP_MAX_BODY_BYTES, 'Send tool arguments, not files: upload content and pass its key.');
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes, signal: request.signal });
}

/**
 * Answers one MCP Streamable HTTP request with the official SDK's web-standard
 * transport, stateless: each request gets a fresh server and transport, so no
 * session outlives it and any instance of the service can answer any call.
 */
export async function serveMcp(received: Request, source: McpToolSource, bodyTimeouts: BodyTimeouts): Promise<Response> {
  const request = await readMcpRequest(received, bodyTimeouts);
  const server = new Server({ name: source.name, version: VERSION }, { capabilities: { tools: { listChanged: false } } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: source.tools() }));
  server.setRequestHandler(CallToolRequestSchema, async (call, extra) => {
    const known = source.tools().some((tool) => tool.name === call.params.name);
    if (!known)
      return toolError(`Unknown tool ${JSON.stringify(call.params.name)}: it is not offered at this MCP URL. List the tools first.`, {
        error_code: SERVICE_ERRORS.NOT_FOUND.slug,
      });
    return source.call(call.params.name, call.params.arguments ?? {}, extra.signal);
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_MAX_BODY_BYTES,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
