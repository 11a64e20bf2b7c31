/** Where the in-process service believes it is reached (the relay's base for an in-process target). */
const IN_PROCESS_ORIGIN = 'http://patchbay.internal';

/**
 * An MCP URL as an agent can use it. The demo runs the service in-process,
 * so the URLs it hands out name its internal address; the demo's server
 * answers `/mcp/*` itself (with the project key, as the service does), so on
 * the app's origin the same path reaches the same service.
 */
export function agentUrl(url: string, origin = window.location.origin): string {
  return url.startsWith(`${IN_PROCESS_ORIGIN}/mcp/`) ? origin + url.slice(IN_PROCESS_ORIGIN.length) : url;
}
