import { closeSync, fsyncSync, openSync } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * Flushes a directory's entries to disk, so a file renamed into it is still
 * there after a power cut or kill -9. Windows cannot open a directory; there
 * NTFS journals the rename itself.
 */
export async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `syncDirectory` for startup code, which runs before anything is served. */
export function syncDirectorySync(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
