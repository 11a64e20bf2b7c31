import type { ErrorEnvelope } from '../types';
import { readFieldErrors, type FieldError } from '../types/FieldError';
import { PatchbayError, type PatchbayRequestInfo } from './PatchbayError';

/**
 * The service answered with the error envelope of spec 2.1. Branch on
 * `status` or `slug`; show `suggestedFix` to developers and quote
 * `requestId` in bug reports.
 */
export class PatchbayApiError extends PatchbayError {
  override readonly name = 'PatchbayApiError';
  readonly kind = 'api' as const;
  /** HTTP status of the response. */
  declare readonly status: number;
  /** Numeric error code from the envelope. */
  declare readonly code: number;
  /** Stable machine-readable name, e.g. `not_found`. */
  declare readonly slug: string;
  /** The service's message without the status suffix this error's `message` adds. */
  declare readonly detail: string;
  /** Identifies the request in the service's logs ('' when unknown). */
  declare readonly requestId: string;
  /** A hint on how to fix the request ('' when none). */
  declare readonly suggestedFix: string;
  /** Detail messages, e.g. one per invalid field. */
  declare readonly errors: readonly string[];
  /** The invalid fields with their paths and codes: branch on these, never on the messages. */
  declare readonly fieldErrors: readonly FieldError[];
  /** The parsed body as received. */
  declare readonly envelope: ErrorEnvelope;

  constructor(status: number, envelope: ErrorEnvelope, request: PatchbayRequestInfo, requestIdHeader?: string | null) {
    const e = envelope.error;
    const slug = typeof e.slug === 'string' ? e.slug : '';
    const detail = typeof e.message === 'string' && e.message !== '' ? e.message : `Request failed with status ${status}.`;
    const requestId = typeof e.request_id === 'string' && e.request_id !== '' ? e.request_id : (requestIdHeader ?? '');
    const facts = [slug ? `${status} ${slug}` : String(status), requestId ? `request ${requestId}` : ''].filter(Boolean);
    super(`${detail} (${facts.join(', ')})`, request);
    this.status = status;
    this.code = typeof e.code === 'number' ? e.code : status;
    this.slug = slug;
    this.detail = detail;
    this.requestId = requestId;
    this.suggestedFix = typeof e.suggested_fix === 'string' ? e.suggested_fix : '';
    this.errors = Array.isArray(e.errors) ? e.errors.filter((x): x is string => typeof x === 'string') : [];
    this.fieldErrors = readFieldErrors(e.field_errors);
    this.envelope = envelope;
  }
}

/** True for a body shaped like the spec 2.1 envelope (at least `error.message`). */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
