import type { ApiVersion } from '@patchbay/client';
import type { AppContext } from './context';

/** The API version a request came in under, by its path prefix: answers differ where the vendor's v3.1 differs. */
export function apiVersionOf(c: AppContext): ApiVersion {
  return c.req.path.startsWith('/api/v3.1/') ? 'v3.1' : 'v3';
}
