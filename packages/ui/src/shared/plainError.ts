import { isPatchbayError } from '@patchbay/client';
import type { Messages } from '../theme/messages';

type ErrorMessages = Messages['errors'];
/** The sentences (not the disclosure's label or the status formatter). */
type Sentence = Exclude<keyof ErrorMessages, 'details' | 'status'>;

/** Slugs whose meaning an end user can act on, each with its own sentence. */
const BY_SLUG: Partial<Record<string, Sentence>> = {
  auth_config_disabled: 'appTurnedOff',
  missing_connected_account: 'connectFirst',
  connected_account_not_active: 'accountUnusable',
  connected_account_deleted: 'notFound',
  link_expired: 'linkExpired',
  rate_limited: 'rateLimited',
  request_timeout: 'timeout',
};

/** Slugs that name a decision, not a passing failure: trying again cannot work, so no "Try again" is offered. */
const FINAL_SLUGS: ReadonlySet<string> = new Set(['auth_config_disabled']);

/**
 * Whether trying again could work: not for an app an admin turned off
 * (`auth_config_disabled`), nor for what the app refuses this user (403).
 */
export function canRetry(error: unknown): boolean {
  return !(isPatchbayError(error) && error.kind === 'api' && (FINAL_SLUGS.has(error.slug) || error.status === 403));
}

function byStatus(status: number): Sentence {
  if (status === 401) return 'signedOut';
  if (status === 403) return 'notAllowed';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 409 || status === 422) return 'conflict';
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'unavailable';
  return 'invalid';
}

/**
 * What an end user reads for `error`: a sentence from `messages.errors`,
 * chosen by the error's slug, status or kind. Never the service's own text,
 * which speaks to developers (ErrorNotice keeps it behind a disclosure).
 */
export function plainError(error: unknown, messages: ErrorMessages): string {
  if (!isPatchbayError(error)) return messages.unknown;
  switch (error.kind) {
    case 'network':
      return messages.network;
    case 'timeout':
      return messages.timeout;
    case 'response':
      return messages.unavailable;
    case 'api':
      // A problem with named fields (a 409 for a name in use too) is the input's, not the moment's: fix it and send again.
      return messages[BY_SLUG[error.slug] ?? (error.fieldErrors.length > 0 ? 'invalid' : byStatus(error.status))];
    default:
      return messages.unknown;
  }
}
