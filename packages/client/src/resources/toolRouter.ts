import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type {
  CreateSessionLinkRequest,
  CreateToolRouterSessionRequest,
  ListSessionToolkitsQuery,
  SessionExecuteMetaRequest,
  SessionExecuteRequest,
  SessionSearchRequest,
} from '../types';

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
    /**
     * `POST /api/v3/tool_router/session/{session_id}/search`: the session's tools that fit each
     * use case, with their schemas and the user's connection state per toolkit. @extension
     */
    search: (sessionId: string, body: SessionSearchRequest, options?: RequestOptions) =>
      call('toolRouter.search', { params: { session_id: sessionId }, body }, options),
    /** `GET /api/v3/tool_router/session/{session_id}/tools`: the meta tools the session offers, with their schemas. @extension */
    listTools: (sessionId: string, options?: RequestOptions) => call('toolRouter.listTools', { params: { session_id: sessionId } }, options),
    /**
     * `POST /api/v3/tool_router/session/{session_id}/execute`: runs one of the session's tools for
     * its user; a tool outside the session's configuration is refused (403). @extension
     */
    execute: (sessionId: string, body: SessionExecuteRequest, options?: RequestOptions) =>
      call('toolRouter.execute', { params: { session_id: sessionId }, body }, options),
    /** `POST /api/v3/tool_router/session/{session_id}/execute_meta`: runs one of the session's meta tools (PATCHBAY_*). @extension */
    executeMeta: (sessionId: string, body: SessionExecuteMetaRequest, options?: RequestOptions) =>
      call('toolRouter.executeMeta', { params: { session_id: sessionId }, body }, options),
  };
}

export type ToolRouterResource = ReturnType<typeof createToolRouterResource>;
