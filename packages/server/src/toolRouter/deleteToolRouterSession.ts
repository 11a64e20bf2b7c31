import type { Service } from '../Service';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/**
 * Deletes a session with what only it uses: its configuration history, its
 * mounts' files and their pending uploads, and its tool approvals (answered
 * or not: a pending one can no longer run). Its MCP URL and every session
 * endpoint answer 404 from then on. Files' bytes stay in object storage,
 * which keeps content by MD5 and may share it with other files. The user's
 * connected accounts (made through the session's links too) stay.
 */
export function deleteToolRouterSession(service: Service, session: ToolRouterSessionRecord): void {
  const { store } = service;
  const where = { session_id: session.id };
  store.transaction(() => {
    for (const config of store.find('tool_router_session_configs', { where })) store.remove('tool_router_session_configs', config.id);
    for (const file of store.find('session_files', { where })) store.remove('session_files', file.id);
    for (const upload of store.find('session_file_uploads', { where })) store.remove('session_file_uploads', upload.id);
    for (const approval of store.find('tool_approvals', { where })) store.remove('tool_approvals', approval.id);
    store.remove('tool_router_sessions', session.id);
  });
}
