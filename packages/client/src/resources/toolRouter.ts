import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type {
  AnswerToolApprovalRequest,
  CreateSessionLinkRequest,
  CreateToolRouterSessionRequest,
  ListSessionFilesQuery,
  ListSessionToolkitsQuery,
  ListSessionToolsQuery,
  ListToolApprovalsQuery,
  SessionConfigHistoryQuery,
  SessionExecuteMetaRequest,
  SessionExecuteRequest,
  SessionFilePathRequest,
  SessionFileUploadRequest,
  SessionProxyRequest,
  SessionSearchRequest,
  UpdateToolRouterSessionRequest,
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
    /** `GET /api/v3/tool_router/session/{session_id}/tools`: one page of the meta tools the session offers, with their schemas. @extension */
    listTools: (sessionId: string, query?: ListSessionToolsQuery, options?: RequestOptions) =>
      call('toolRouter.listTools', { params: { session_id: sessionId }, query }, options),
    /**
     * `POST /api/v3/tool_router/session/{session_id}/execute`: runs one of the session's tools for
     * its user; a tool outside the session's configuration is refused (403). @extension
     */
    execute: (sessionId: string, body: SessionExecuteRequest, options?: RequestOptions) =>
      call('toolRouter.execute', { params: { session_id: sessionId }, body }, options),
    /** `POST /api/v3/tool_router/session/{session_id}/execute_meta`: runs one of the session's meta tools (PATCHBAY_*). @extension */
    executeMeta: (sessionId: string, body: SessionExecuteMetaRequest, options?: RequestOptions) =>
      call('toolRouter.executeMeta', { params: { session_id: sessionId }, body }, options),
    /**
     * `POST /api/v3/tool_router/session/{session_id}/proxy_execute`: a proxy call with the
     * session's account of `toolkit_slug` (answers as `proxy.execute`). Never retried (a POST). @extension
     */
    proxyExecute: (sessionId: string, body: SessionProxyRequest, options?: RequestOptions) =>
      call('toolRouter.proxyExecute', { params: { session_id: sessionId }, body }, options),
    /**
     * `PATCH /api/v3/tool_router/session/{session_id}`: replaces the fields given (checked as
     * on create), keeps the previous configuration in the history and adds one to `config_version`. @extension
     */
    updateSession: (sessionId: string, body: UpdateToolRouterSessionRequest, options?: RequestOptions) =>
      call('toolRouter.updateSession', { params: { session_id: sessionId }, body }, options),
    /** `DELETE /api/v3/tool_router/session/{session_id}`: deletes the session, its history and its files; its MCP URL stops answering. @extension */
    deleteSession: (sessionId: string, options?: RequestOptions) => call('toolRouter.deleteSession', { params: { session_id: sessionId } }, options),
    /** `POST /api/v3/tool_router/session/{session_id}/attach`: the session, as `getSession` answers it (the vendor's SDK attaches with it). @extension */
    attach: (sessionId: string, options?: RequestOptions) => call('toolRouter.attach', { params: { session_id: sessionId }, body: {} }, options),
    /** `GET /api/v3/tool_router/session/{session_id}/config_history`: the session's configurations, newest first (the live one first). @extension */
    configHistory: (sessionId: string, query?: SessionConfigHistoryQuery, options?: RequestOptions) =>
      call('toolRouter.configHistory', { params: { session_id: sessionId }, query }, options),
    /** `GET /api/v3/tool_router/session/{session_id}/approvals`: one page of the session's approvals, newest first (`status`: pending by default, or all). @extension */
    listApprovals: (sessionId: string, query?: ListToolApprovalsQuery, options?: RequestOptions) =>
      call('toolRouter.listApprovals', { params: { session_id: sessionId }, query }, options),
    /** `GET /api/v3/tool_router/session/{session_id}/approvals/{approval_id}`: one approval, with the tool's result once it ran. @extension */
    getApproval: (sessionId: string, approvalId: string, options?: RequestOptions) =>
      call('toolRouter.getApproval', { params: { session_id: sessionId, approval_id: approvalId } }, options),
    /**
     * `POST /api/v3/tool_router/session/{session_id}/approvals/{approval_id}`: approves (runs the
     * call once, with edited `arguments` if given) or denies (with a `reason`) a pending approval.
     * Never retried (a POST). @extension
     */
    answerApproval: (sessionId: string, approvalId: string, body: AnswerToolApprovalRequest, options?: RequestOptions) =>
      call('toolRouter.answerApproval', { params: { session_id: sessionId, approval_id: approvalId }, body }, options),
    /** `GET .../mounts/{mount_id}/items`: one page of the files in a session's mount, in path order. @extension */
    listFiles: (sessionId: string, mountId: string, query?: ListSessionFilesQuery, options?: RequestOptions) =>
      call('toolRouter.listFiles', { params: { session_id: sessionId, mount_id: mountId }, query }, options),
    /** `POST .../mounts/{mount_id}/upload_url`: a presigned URL to PUT a file's bytes to (an existing file is replaced). @extension */
    createFileUploadUrl: (sessionId: string, mountId: string, body: SessionFileUploadRequest, options?: RequestOptions) =>
      call('toolRouter.createFileUploadUrl', { params: { session_id: sessionId, mount_id: mountId }, body }, options),
    /** `POST .../mounts/{mount_id}/download_url`: a presigned URL to GET a file's bytes from. @extension */
    createFileDownloadUrl: (sessionId: string, mountId: string, body: SessionFilePathRequest, options?: RequestOptions) =>
      call('toolRouter.createFileDownloadUrl', { params: { session_id: sessionId, mount_id: mountId }, body }, options),
    /** `POST .../mounts/{mount_id}/delete`: removes a file (a missing one too, as the vendor's). @extension */
    deleteFile: (sessionId: string, mountId: string, body: SessionFilePathRequest, options?: RequestOptions) =>
      call('toolRouter.deleteFile', { params: { session_id: sessionId, mount_id: mountId }, body }, options),
  };
}

export type ToolRouterResource = ReturnType<typeof createToolRouterResource>;
