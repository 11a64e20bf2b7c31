import { z } from 'zod';

/** The longest user id the service keeps (the relay binds to the same bound). */
export const MAX_USER_ID_LENGTH = 255;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A user id as the service stores, filters and puts into URLs: 1 to 255
 * characters once trimmed, no control characters (a NUL or a line break
 * would be one id to the service and another in a log, a header or a URL).
 * Unpaired surrogates never get this far: the JSON reader refuses them.
 */
export const userIdSchema = () =>
  z
    .string({ error: 'expected a string' })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_USER_ID_LENGTH, `must be at most ${MAX_USER_ID_LENGTH} characters`)
    .refine((id) => !CONTROL_CHARACTERS.test(id), 'must not contain control characters');
