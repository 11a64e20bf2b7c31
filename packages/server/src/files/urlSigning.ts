import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/ApiError';
import { secret } from '../ids';
import type { Store } from '../collections/Store';
import { SIGNED_URL_TTL_SECONDS } from '../projects/projectSettings';

/** The per-service HMAC secret, kept in settings so URLs stay valid across restarts. */
function signingSecret(store: Store): string {
  return store.transaction(() => {
    const existing = store.get('settings', 'url_signing_secret');
    if (existing?.id === 'url_signing_secret') return existing.secret;
    return store.put('settings', { id: 'url_signing_secret', secret: secret('') }).secret;
  });
}

/** Hex HMAC-SHA256 of `<subject>.<expires>`. */
export function sign(store: Store, subject: string, expires: number): string {
  return createHmac('sha256', signingSecret(store)).update(`${subject}.${expires}`).digest('hex');
}

export interface SignedUrl {
  url: string;
  expires: number;
}

/** `${origin}${path}?expires=<unix>&signature=<hex>`, valid for an hour from `now`. */
export function signedUrl(store: Store, origin: string, path: string, subject: string, now: Date): SignedUrl {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
  const signature = sign(store, subject, expires);
  return { url: `${origin}${path}?expires=${expires}&signature=${signature}`, expires };
}

/** Checks a presigned URL's query; 403 when forged, tampered with or expired. */
export function verifySignedUrl(store: Store, url: URL, subject: string, now: Date): void {
  const expiresText = url.searchParams.get('expires') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  if (!/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw forbidden('The URL has no valid expires and signature parameters.');
  }
  const expected = Buffer.from(sign(store, subject, Number(expiresText)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw forbidden('The URL signature does not match; the URL was altered or was not issued by this service.');
  }
  if (Number(expiresText) * 1000 <= now.getTime()) {
    throw forbidden(`The URL expired at ${new Date(Number(expiresText) * 1000).toISOString()}.`);
  }
}

function forbidden(message: string): ApiError {
  return new ApiError('FORBIDDEN', message, {
    suggestedFix: 'Request a new presigned URL and use it unchanged within one hour.',
  });
}
