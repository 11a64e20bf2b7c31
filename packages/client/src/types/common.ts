import type { FieldError } from './FieldError';
import type { InactiveAccount } from './inactiveAccount';

/** The body of every non-2xx response (spec 2.1). */
export interface ErrorEnvelope {
  error: {
    message: string;
    code: number;
    slug: string;
    status: number;
    request_id: string;
    suggested_fix: string;
    errors: string[];
    /** Extension: the invalid fields, each with its path and a code (see `FieldError`). Absent when none. */
    field_errors?: FieldError[];
    /** Extension: with slug `connected_account_not_active`, the account to reconnect. Absent otherwise. */
    inactive_account?: InactiveAccount;
  };
}

/** Cursor-paginated list envelope (spec 2.1). */
export interface CursorPage<T> {
  items: T[];
  /** Absent or null on the last page. */
  next_cursor?: string | null;
  total_pages: number;
  current_page: number;
  total_items: number;
}

/** Query fields shared by every cursor-paginated listing. */
export interface CursorPageQuery {
  /** Page size; at most 1000. */
  limit?: number | null;
  /** Opaque cursor from a previous page's `next_cursor`. */
  cursor?: string;
}

/** ISO 8601 date-time string. */
export type DateTimeString = string;
