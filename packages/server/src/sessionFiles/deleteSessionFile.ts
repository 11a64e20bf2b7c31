import type { Service } from '../Service';
import type { ToolRouterSessionRecord } from '../toolRouter/ToolRouterSessionRecord';
import { sessionFileId, type SESSION_MOUNT } from './sessionMount';

/** Deleting a file that is not there succeeds too, as the vendor's (its storage deletes idempotently). */
export function deleteSessionFile(service: Service, session: ToolRouterSessionRecord, mount: typeof SESSION_MOUNT, path: string): void {
  service.store.remove('session_files', sessionFileId(session.id, mount.id, path));
}
