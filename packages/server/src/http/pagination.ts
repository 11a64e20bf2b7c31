import type { CursorPage } from '@patchbay/client';
import { ApiError } from './ApiError';

export const DEFAULT_PAGE_SIZE = 20;

interface CursorState {
  page: number;
  limit: number;
}

/** The opaque cursor: base64 of the page number and the page size (spec 2.1). */
export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify({ p: state.page, l: state.limit })).toString('base64url');
}

export function decodeCursor(cursor: string): CursorState {
  try {
    const raw: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof raw === 'object' && raw !== null && 'p' in raw && 'l' in raw) {
      const { p, l } = raw;
      if (Number.isInteger(p) && Number.isInteger(l) && (p as number) >= 1 && (l as number) >= 1 && (l as number) <= 1000) {
        return { page: p as number, limit: l as number };
      }
    }
  } catch {
    // fall through to the error below
  }
  throw new ApiError('BAD_REQUEST', 'The cursor is not valid.', {
    errors: ['query.cursor: not a cursor issued by this service'],
    suggestedFix: 'Pass the next_cursor value of a previous page unchanged, or omit it for the first page.',
  });
}

/** Slices `items` into one page of the cursor envelope. */
export function paginate<T>(items: readonly T[], query: { limit?: number | null | undefined; cursor?: string | undefined }): CursorPage<T> {
  const fromCursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const limit = query.limit ?? fromCursor?.limit ?? DEFAULT_PAGE_SIZE;
  const page = fromCursor?.page ?? 1;
  const totalPages = Math.ceil(items.length / limit);
  const start = (page - 1) * limit;
  return {
    items: items.slice(start, start + limit),
    next_cursor: page < totalPages ? encodeCursor({ page: page + 1, limit }) : null,
    total_pages: totalPages,
    current_page: page,
    total_items: items.length,
  };
}
