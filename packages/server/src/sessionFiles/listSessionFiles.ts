import type { SessionFilePage } from '@patchbay/client';
import type { z } from 'zod';
import { paginate } from '../http/pagination';
import type { Service } from '../Service';
import type { ToolRouterSessionRecord } from '../toolRouter/ToolRouterSessionRecord';
import type { listSessionFilesQuery } from './sessionFilesSchemas';
import type { SESSION_MOUNT } from './sessionMount';
import { toSessionFileWire } from './toSessionFileWire';

/** One page of the mount's files under the prefix, by path. */
export function listSessionFiles(
  service: Service,
  session: ToolRouterSessionRecord,
  mount: typeof SESSION_MOUNT,
  input: z.output<typeof listSessionFilesQuery>,
): SessionFilePage {
  const prefix = input.mount_relative_prefix ?? '';
  const files = service.store
    .find('session_files', { where: { session_id: session.id, mount_id: mount.id }, orderBy: 'path' })
    .filter((file) => file.path.startsWith(prefix));
  // A cursor carries its page size; without either, 100 a page.
  const page = paginate(files, { limit: input.limit ?? (input.cursor === undefined ? 100 : undefined), cursor: input.cursor });
  return { items: page.items.map(toSessionFileWire), ...(page.next_cursor ? { next_cursor: page.next_cursor } : {}) };
}
