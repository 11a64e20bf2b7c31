import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type {
  CreateSessionLinkRequest,
  CreateToolRouterSessionRequest,
  CursorPage,
  ListSessionToolkitsQuery,
  SessionLink,
  SessionToolkit,
  ToolRouterSession,
} from '../types';

/** Tool router sessions (spec 4.5): a user's toolkits and tools behind one MCP URL. */
export function createToolRouterResource(transport: Transport) {
  return {
    /** `POST /api/v3/tool_router/session`: creates a session for one user. @extension */
    createSession: (body: CreateToolRouterSessionRequest, options?: RequestOptions) =>
      transport.request<ToolRouterSession>({ method: 'POST', path: '/api/v3/tool_router/session', body }, options),

    /** `GET /api/v3/tool_router/session/{session_id}`: the session's configuration, MCP URL and tools. */
    getSession: (sessionId: string, options?: RequestOptions) =>
      transport.request<ToolRouterSession>({ method: 'GET', path: path`/api/v3/tool_router/session/${sessionId}` }, options),

    /**
     * `GET /api/v3/tool_router/session/{session_id}/toolkits`: one page of the session's toolkits
     * with their connection state. `toolkits` is sent comma-joined.
     */
    listToolkits: (sessionId: string, query?: ListSessionToolkitsQuery, options?: RequestOptions) =>
      transport.request<CursorPage<SessionToolkit>>({ method: 'GET', path: path`/api/v3/tool_router/session/${sessionId}/toolkits`, query }, options),

    /** `POST /api/v3/tool_router/session/{session_id}/link`: starts a link session for one toolkit of the session. */
    createLink: (sessionId: string, body: CreateSessionLinkRequest, options?: RequestOptions) =>
      transport.request<SessionLink>({ method: 'POST', path: path`/api/v3/tool_router/session/${sessionId}/link`, body }, options),
  };
}

export type ToolRouterResource = ReturnType<typeof createToolRouterResource>;
