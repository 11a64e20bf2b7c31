import type { ErrorSlug } from '@patchbay/client';

/** What each `error.slug` means, for the reference; a slug without words here does not compile. */
export const ERROR_SLUG_DESCRIPTIONS: Record<ErrorSlug, string> = {
  bad_request: 'The request is malformed: a body, query or path value fails its rules (see `errors` and `field_errors`).',
  unauthorized: 'No API key was sent, or the key is not valid (a regenerated or deleted project invalidates its keys).',
  wrong_key_scheme: 'The key was sent in the other scheme’s header: project endpoints take `x-api-key`, project management takes `x-org-api-key`.',
  forbidden: 'The key is valid but may not do this.',
  not_found: 'No such endpoint, or the resource does not exist in the project of the key.',
  Tool_ToolNotFound:
    'The tool does not exist in the version asked for (`version`, or `toolkit_versions` for its toolkit); the vendor’s slug, kept so its SDK throws ComposioToolNotFoundError.',
  method_not_allowed: 'The path exists but does not answer this method.',
  request_timeout: 'The request body stalled or arrived too slowly.',
  conflict: 'The request clashes with existing state (a duplicate, or a limit of one per project).',
  payload_too_large: 'The request body is larger than the endpoint reads; bulk content goes through presigned uploads.',
  unsupported_media_type: 'The body is not sent as `application/json`.',
  auth_config_disabled: 'The auth config is disabled: it cannot start new connections or serve calls.',
  connected_account_deleted: 'The connected account was deleted and cannot be used.',
  connected_account_not_active: 'The connected account is not ACTIVE (still connecting, expired, failed or disabled).',
  missing_connected_account: 'The user has no connected account for the toolkit or auth config the call needs.',
  invalid_state: 'The resource is not in a state that allows this action.',
  md5_mismatch: 'The uploaded bytes do not match the declared MD5.',
  link_expired: 'The link session has expired; create a new one.',
  approval_already_answered: 'The approval was answered already (approved or denied): a call runs at most once.',
  approval_expired: 'The approval was not answered before its expires_at: the call never runs; the agent calls the tool again.',
  rate_limited: 'Too many requests for this project or organization; retry after the `retry-after` header.',
  upstream_unreachable: 'The third-party API behind the proxy or tool could not be reached.',
  service_unavailable:
    'Sent by a relay in front of the service: it cannot count calls against budgets right now; retry after the `retry-after` header.',
  insufficient_storage: 'The service has no room left to store the upload.',
  internal_error: 'The service failed unexpectedly; retry, and report the `request_id` if it persists.',
};
