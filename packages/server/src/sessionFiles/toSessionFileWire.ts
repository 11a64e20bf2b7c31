import type { SessionFile } from '@patchbay/client';
import type { SessionFileRecord } from './records';
import { SESSION_MOUNT } from './sessionMount';

export function toSessionFileWire(file: SessionFileRecord): SessionFile {
  return { mount_relative_path: file.path, sandbox_mount_prefix: SESSION_MOUNT.sandboxPrefix, size: file.size, last_modified: file.last_modified };
}
