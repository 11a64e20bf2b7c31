import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { CreateSessionLinkRequest, CreateToolRouterSessionRequest, ListSessionToolkitsQuery } from '../types';

/** Tool router sessions (spec 4.5): a user's toolkits and tools behind one MCP URL. */
export function createToolRouterResource(call: CallEndpoint) {
  return {
    /** `POST /api/v3/tool_router/session`: creates a session for one user. @extension */
    createSession: (body: CreateToolRouterSessionRequest, options?: RequestOptions) => call('toolRouter.createSession', { body }, options),
    /** `GET /api/v3/tool_router/session/{session_id}`: the session's configuration, MCP URL and tools. */
    getSession: (sessionId: string, options?: RequestOptions) => call('toolRouter.getSession', { params: { session_id: sessionId } }, options),
    /**
     * `GET /api/v3/tool_router/session/{session_id}/toolkits`: one page of the session's toolkits
     * with their connection state. `toolkits` is sent comma-joined.
     */
    listToolkits: (sessionId: string, query?: ListSessionToolkitsQuery, options?: RequestOptions) =>
      call('toolRouter.listToolkits', { params: { session_id: sessionId }, query }, options),
    /** `POST /api/v3/tool_router/session/{session_id}/link`: starts a link session for one toolkit of the session. */
    createLink: (sessionId: string, body: CreateSessionLinkRequest, options?: RequestOptions) =>
      call('toolRouter.createLink', { params: { session_id: sessionId }, body }, options),
  };
}

export type ToolRouterResource = ReturnType<typeof createToolRouterResource>;
