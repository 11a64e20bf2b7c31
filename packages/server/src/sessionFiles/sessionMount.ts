import { createHash } from 'node:crypto';
import { z } from 'zod';
import { notFound } from '../http/ApiError';

/**
 * A session's file mount. Sessions have one, `files` (the mount the vendor's
 * SDK uses), at `/mnt/files` in the vendor's sandbox.
 */
export const SESSION_MOUNT = { id: 'files', sandboxPrefix: '/mnt/files' } as const;

/** Files one mount holds: a listing reads them all, so its cost stays bounded. */
export const MAX_FILES_PER_MOUNT = 1000;

/** The mount a path names; 404 for any other. */
export function requireMount(mountId: string): typeof SESSION_MOUNT {
  if (mountId !== SESSION_MOUNT.id) throw notFound('Mount', mountId);
  return SESSION_MOUNT;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what a path must not hold
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A path inside a mount (`report.pdf`, `data/out.csv`): relative, `/` between
 * segments, none empty, `.` or `..`, no backslash or control character, at
 * most 1024 characters. It names a record, never a place on disk.
 */
export const mountRelativePath = z
  .string({ error: 'expected a string' })
  .min(1, 'must not be empty')
  .max(1024, 'must be at most 1024 characters')
  .refine((path) => !path.startsWith('/'), 'must be relative to the mount (no leading /)')
  .refine((path) => !CONTROL_CHARACTERS.test(path) && !path.includes('\\'), 'must not contain control characters or backslashes')
  .refine(
    (path) => path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    "must not have empty, '.' or '..' segments",
  );

/** The record id of a path in a session's mount: the path names one file, so an upload there replaces it. */
export function sessionFileId(sessionId: string, mountId: string, path: string): string {
  return `sf_${createHash('sha256').update(`${sessionId}\n${mountId}\n${path}`).digest('hex').slice(0, 40)}`;
}
