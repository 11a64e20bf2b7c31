import { z } from 'zod';
import { pageLimit } from '../http/validate';
import { isId } from '../ids';

const slug = z.string({ error: 'expected a string' }).min(1, 'must not be empty').max(200, 'must be at most 200 characters');

// RFC 6838 restricted names for type and subtype.
const MIME = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

/** Body of POST /files/upload/request (spec 4.7). */
export const uploadRequestBody = z.object({
  toolkit_slug: slug,
  tool_slug: slug,
  filename: z
    .string({ error: 'expected a string' })
    .min(1, 'must not be empty')
    .max(255, 'must be at most 255 characters')
    .refine((name) => !/[/\\]/.test(name), 'must not contain path separators (/ or \\)')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'must not contain control characters')
    .refine((name) => name !== '.' && name !== '..', "must not be '.' or '..'"),
  mimetype: z.string({ error: 'expected a string' }).regex(MIME, "must be a media type such as 'image/png'"),
  md5: z
    .string({ error: 'expected a string' })
    .regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hexadecimal characters')
    .transform((md5) => md5.toLowerCase()),
});

export const listFilesQuery = z.object({
  toolkit_slug: z.string().optional(),
  tool_slug: z.string().optional(),
  limit: pageLimit(),
  cursor: z.string().optional(),
});

/** The subject of a file's upload URL (`PUT /uploads/{fileId}`). */
export const fileIdParams = z.object({
  fileId: z.string().refine((id) => isId('file', id), "must be a file id ('fl_...')"),
});
