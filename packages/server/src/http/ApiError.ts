import type { ErrorEnvelope } from '@patchbay/client';

/**
 * The error conditions the service answers with. Each maps to one HTTP status,
 * one numeric code and one slug, so clients can branch on `slug` safely.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, code: 1400, slug: 'bad_request' },
  UNAUTHORIZED: { status: 401, code: 1401, slug: 'unauthorized' },
  WRONG_KEY_SCHEME: { status: 403, code: 1403, slug: 'wrong_key_scheme' },
  FORBIDDEN: { status: 403, code: 1404, slug: 'forbidden' },
  NOT_FOUND: { status: 404, code: 1405, slug: 'not_found' },
  METHOD_NOT_ALLOWED: { status: 405, code: 1406, slug: 'method_not_allowed' },
  CONFLICT: { status: 409, code: 1409, slug: 'conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, code: 1413, slug: 'payload_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: 1415, slug: 'unsupported_media_type' },
  AUTH_CONFIG_DISABLED: { status: 422, code: 1422, slug: 'auth_config_disabled' },
  CONNECTED_ACCOUNT_DELETED: { status: 422, code: 1423, slug: 'connected_account_deleted' },
  CONNECTED_ACCOUNT_NOT_ACTIVE: { status: 422, code: 1424, slug: 'connected_account_not_active' },
  MISSING_CONNECTION: { status: 422, code: 1425, slug: 'missing_connected_account' },
  STATE_CONFLICT: { status: 422, code: 1426, slug: 'invalid_state' },
  MD5_MISMATCH: { status: 422, code: 1427, slug: 'md5_mismatch' },
  LINK_EXPIRED: { status: 410, code: 1410, slug: 'link_expired' },
  RATE_LIMITED: { status: 429, code: 1429, slug: 'rate_limited' },
  UPSTREAM_UNREACHABLE: { status: 502, code: 1502, slug: 'upstream_unreachable' },
  INTERNAL: { status: 500, code: 1500, slug: 'internal_error' },
} as const;

export type ErrorKind = keyof typeof ERRORS;

export interface ApiErrorOptions {
  suggestedFix?: string;
  errors?: string[];
  headers?: Record<string, string>;
}

/** Thrown anywhere in a handler; turned into the spec 2.1 envelope by the app. */
export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly suggestedFix: string;
  readonly errors: string[];
  readonly headers: Record<string, string>;

  constructor(kind: ErrorKind, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.suggestedFix = options.suggestedFix ?? '';
    this.errors = options.errors ?? [];
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ERRORS[this.kind].status;
  }

  toEnvelope(requestId: string): ErrorEnvelope {
    const { status, code, slug } = ERRORS[this.kind];
    return {
      error: {
        message: this.message,
        code,
        slug,
        status,
        request_id: requestId,
        suggested_fix: this.suggestedFix,
        errors: this.errors,
      },
    };
  }
}

export function notFound(what: string, id: string): ApiError {
  return new ApiError('NOT_FOUND', `${what} '${id}' was not found.`, {
    suggestedFix: `Check the ${what.toLowerCase()} id; it must belong to the project of your API key.`,
  });
}
