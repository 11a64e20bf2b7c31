import { z } from 'zod';
import { q } from '../http/validate';
import { isId } from '../ids';
import { mountRelativePath } from './sessionMount';

export const sessionMountParams = z.object({
  session_id: z.string().refine((id) => isId('toolRouterSession', id), "must be a tool router session id ('trs_...')"),
  mount_id: z.string().max(64, 'must be at most 64 characters'),
});

export const listSessionFilesQuery = z.object({
  mount_relative_prefix: z.string({ error: 'expected a string' }).max(1024, 'must be at most 1024 characters').optional(),
  limit: q.number().pipe(z.number().int('expected an integer').min(1, 'must be at least 1').max(500, 'must be at most 500').optional()),
  cursor: z.string({ error: 'expected a string' }).optional(),
});

export const sessionFileUploadBody = z.object({
  mount_relative_path: mountRelativePath,
  mimetype: z
    .string({ error: 'expected a string' })
    .regex(/^[\w.+-]+\/[\w.+-]+(?:\s*;[^\r\n]*)?$/, 'expected a MIME type such as text/csv')
    .max(255, 'must be at most 255 characters')
    .optional(),
});

export const sessionFilePathBody = z.object({ mount_relative_path: mountRelativePath });

/** The subject of an upload URL (`PUT /uploads/session_files/{uploadId}`). */
export const sessionFileUploadParams = z.object({ uploadId: z.string().regex(/^sfu_[A-Za-z0-9]{20}$/, 'not a session file upload id') });

/** The subject of a download URL (`GET /uploads/session_files/{fileId}`). */
export const sessionFileParams = z.object({ fileId: z.string().regex(/^sf_[0-9a-f]{40}$/, 'not a session file id') });
