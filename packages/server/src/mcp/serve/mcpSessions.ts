import type { ClientCapabilities, InitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { isoNow, type Clock } from '../../clock';
import type { Store } from '../../collections/Store';
import { nanoid } from '../../ids';
import type { McpSessionRecord } from './records';

/** An MCP session idle this long is gone: the client gets 404 and initializes again. */
export const MCP_SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** Sessions a project keeps; an `initialize` past it evicts the least recently used, so a flood of them cannot fill storage. */
export const MAX_MCP_SESSIONS_PER_PROJECT = 1000;
/** `last_used_at` is refreshed at most this often: one write a minute, not one per request. */
const TOUCH_EVERY_MS = 60_000;
/** Idle sessions removed per `initialize`, so the sweep's cost stays flat. */
const SWEEP_BATCH = 100;
/** What is kept of the client's declared capabilities, at most (a hostile client may declare anything). */
const MAX_CAPABILITIES_CHARS = 8 * 1024;
const MAX_NAME_CHARS = 200;

/** Which MCP URL of which project a session belongs to; a session id is valid on that URL only. */
export interface McpUrlOwner {
  projectId: string;
  /** The URL's identity: `tool_router/<session id>`, or `<server id>?<the URL's user and accounts>`. */
  mcpUrl: string;
}

/** The capabilities the service acts on (elicitation, sampling, roots), bounded; anything else a client declares is dropped. */
function keptCapabilities(declared: ClientCapabilities): ClientCapabilities {
  const kept: ClientCapabilities = {};
  for (const name of ['elicitation', 'sampling', 'roots'] as const) {
    const value: unknown = declared[name];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) Object.assign(kept, { [name]: value });
  }
  return JSON.stringify(kept).length <= MAX_CAPABILITIES_CHARS ? kept : {};
}

const cut = (value: string | undefined) => (value === undefined ? undefined : value.slice(0, MAX_NAME_CHARS));

/** Removes a session and the elicitations still waiting on it (their waiters then end the call). */
export function endMcpSession(store: Store, id: string): boolean {
  for (const pending of store.find('mcp_elicitations', { where: { mcp_session_id: id } })) store.remove('mcp_elicitations', pending.id);
  return store.remove('mcp_sessions', id);
}

/**
 * Stores a new session for a client that just initialized on `owner`'s URL:
 * first the idle sessions (any project's) go, then, when the project is at
 * its bound, its least recently used.
 */
export function openMcpSession(store: Store, clock: Clock, owner: McpUrlOwner, init: InitializeRequest['params']): McpSessionRecord {
  const now = clock();
  const idleSince = new Date(now.getTime() - MCP_SESSION_IDLE_MS).toISOString();
  for (const idle of store.find('mcp_sessions', { where: { last_used_at: { atMost: idleSince } }, orderBy: 'last_used_at', limit: SWEEP_BATCH })) {
    endMcpSession(store, idle.id);
  }
  const over = store.count('mcp_sessions', { project_id: owner.projectId }) - MAX_MCP_SESSIONS_PER_PROJECT + 1;
  if (over > 0) {
    const oldest = store.find('mcp_sessions', { where: { project_id: owner.projectId }, orderBy: 'last_used_at', limit: over });
    for (const session of oldest) endMcpSession(store, session.id);
  }
  const at = now.toISOString();
  const { name, version, title } = init.clientInfo;
  return store.put('mcp_sessions', {
    id: `mcps_${nanoid(32)}`,
    project_id: owner.projectId,
    mcp_url: owner.mcpUrl,
    client_capabilities: keptCapabilities(init.capabilities),
    client_info: { name: cut(name)!, version: cut(version)!, ...(title === undefined ? {} : { title: cut(title) }) },
    protocol_version: cut(init.protocolVersion)!,
    created_at: at,
    last_used_at: at,
  });
}

/**
 * The session `id` names, when it is a live session of `owner`'s URL; anything
 * else (unknown, idle past its lifetime, another project's or another URL's)
 * is undefined, which the MCP spec answers with 404. A use refreshes it.
 */
export function findMcpSession(store: Store, clock: Clock, owner: McpUrlOwner, id: string): McpSessionRecord | undefined {
  if (id.length > 100) return undefined;
  const session = store.get('mcp_sessions', id);
  if (!session || session.project_id !== owner.projectId || session.mcp_url !== owner.mcpUrl) return undefined;
  const now = clock().getTime();
  const lastUsed = Date.parse(session.last_used_at);
  if (now - lastUsed >= MCP_SESSION_IDLE_MS) {
    endMcpSession(store, session.id);
    return undefined;
  }
  if (now - lastUsed >= TOUCH_EVERY_MS) return store.put('mcp_sessions', { ...session, last_used_at: isoNow(clock) });
  return session;
}
