import { z } from 'zod';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where the hosted page sends the user when done. Only absolute http(s)
 * URLs: the service redirects browsers there, so javascript: and other
 * schemes must never get through.
 */
export const callbackUrl = z
  .string({ error: 'expected a string' })
  .max(2048, 'must be at most 2048 characters')
  .refine(isHttpUrl, 'must be an absolute http(s) URL');
