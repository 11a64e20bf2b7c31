import { SERVICE_ERRORS, type ErrorEnvelope, type FieldError, type ServiceErrorKind } from '@patchbay/client';

export interface ApiErrorOptions {
  suggestedFix?: string;
  errors?: string[];
  /** The invalid fields, sent as the envelope's `field_errors` extension. */
  fieldErrors?: FieldError[];
  headers?: Record<string, string>;
}

/**
 * An error answered as the spec 2.1 envelope: thrown anywhere in a handler
 * of the relay or the service, with one kind of SERVICE_ERRORS (its status,
 * code and slug).
 */
export class ApiError extends Error {
  readonly kind: ServiceErrorKind;
  readonly suggestedFix: string;
  readonly errors: string[];
  readonly fieldErrors: FieldError[];
  readonly headers: Record<string, string>;

  constructor(kind: ServiceErrorKind, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.suggestedFix = options.suggestedFix ?? '';
    this.errors = options.errors ?? [];
    this.fieldErrors = options.fieldErrors ?? [];
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return SERVICE_ERRORS[this.kind].status;
  }

  toEnvelope(requestId: string): ErrorEnvelope {
    const { status, code, slug } = SERVICE_ERRORS[this.kind];
    return {
      error: {
        message: this.message,
        code,
        slug,
        status,
        request_id: requestId,
        suggested_fix: this.suggestedFix,
        errors: this.errors,
        ...(this.fieldErrors.length > 0 ? { field_errors: this.fieldErrors } : {}),
      },
    };
  }
}
