/**
 * Every error the service (and the relay in front of it) answers with: one
 * HTTP status, one numeric `code` and one `slug` each. The slug is what code
 * branches on (`error.slug === 'rate_limited'`); messages are for people.
 */
export const SERVICE_ERRORS = {
  BAD_REQUEST: { status: 400, code: 1400, slug: 'bad_request' },
  UNAUTHORIZED: { status: 401, code: 1401, slug: 'unauthorized' },
  WRONG_KEY_SCHEME: { status: 403, code: 1403, slug: 'wrong_key_scheme' },
  FORBIDDEN: { status: 403, code: 1404, slug: 'forbidden' },
  NOT_FOUND: { status: 404, code: 1405, slug: 'not_found' },
  /** The vendor's slug: the tool does not exist in the version asked for (its SDK throws ComposioToolNotFoundError). */
  TOOL_NOT_FOUND: { status: 404, code: 1407, slug: 'Tool_ToolNotFound' },
  METHOD_NOT_ALLOWED: { status: 405, code: 1406, slug: 'method_not_allowed' },
  REQUEST_TIMEOUT: { status: 408, code: 1408, slug: 'request_timeout' },
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
  APPROVAL_ALREADY_ANSWERED: { status: 409, code: 1430, slug: 'approval_already_answered' },
  APPROVAL_EXPIRED: { status: 410, code: 1411, slug: 'approval_expired' },
  RATE_LIMITED: { status: 429, code: 1429, slug: 'rate_limited' },
  UPSTREAM_UNREACHABLE: { status: 502, code: 1502, slug: 'upstream_unreachable' },
  /** The relay cannot count calls against budgets (its shared store is down) and is set to refuse them meanwhile. */
  SERVICE_UNAVAILABLE: { status: 503, code: 1503, slug: 'service_unavailable' },
  INSUFFICIENT_STORAGE: { status: 507, code: 1507, slug: 'insufficient_storage' },
  INTERNAL: { status: 500, code: 1500, slug: 'internal_error' },
} as const;

/** The name of an error condition, e.g. 'NOT_FOUND'. */
export type ServiceErrorKind = keyof typeof SERVICE_ERRORS;

/** Every `error.slug` the service can send. */
export type ErrorSlug = (typeof SERVICE_ERRORS)[ServiceErrorKind]['slug'];
