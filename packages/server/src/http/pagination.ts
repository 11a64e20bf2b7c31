import type { CursorPage } from '@patchbay/client';
import { ApiError } from './ApiError';
import { atField } from './atField';
import type { Collection } from '../collections/collectionRecords';
import { keptCount } from '../collections/keptCount';
import type { Query, RecordOf, Store } from '../collections/Store';
import type { Keyset, QueryValue } from '../store/RecordStore';

export const DEFAULT_PAGE_SIZE = 20;

interface CursorState {
  page: number;
  limit: number;
  /** Where the page before ended, for lists the database pages by keyset. */
  after?: Keyset;
}

/**
 * The opaque cursor (spec 2.1): base64url JSON of the page number, the page
 * size and, for database lists, the last sort key and insertion sequence.
 */
export function encodeCursor(state: CursorState): string {
  const after = state.after ? { k: state.after.key, s: state.after.seq } : {};
  return Buffer.from(JSON.stringify({ p: state.page, l: state.limit, ...after })).toString('base64url');
}

const isKey = (value: unknown): value is QueryValue =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

export function decodeCursor(cursor: string): CursorState {
  try {
    const raw: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof raw === 'object' && raw !== null && 'p' in raw && 'l' in raw) {
      const { p, l } = raw;
      if (Number.isInteger(p) && Number.isInteger(l) && (p as number) >= 1 && (l as number) >= 1 && (l as number) <= 1000) {
        const state: CursorState = { page: p as number, limit: l as number };
        if (!('s' in raw)) return state;
        const { k, s } = raw as { k?: unknown; s: unknown };
        if (Number.isSafeInteger(s) && (s as number) >= 0 && isKey(k)) return { ...state, after: { key: k, seq: s as number } };
      }
    }
  } catch {
    // fall through to the error below
  }
  throw badCursor();
}

function badCursor(): ApiError {
  return new ApiError('BAD_REQUEST', 'The cursor is not valid.', {
    ...atField('query.cursor', 'invalid_format', 'not a cursor issued by this service'),
    suggestedFix: 'Pass the next_cursor value of a previous page unchanged, or omit it for the first page.',
  });
}

interface PageQuery {
  limit?: number | null | undefined;
  cursor?: string | undefined;
}

/**
 * One page of a stored collection, filtered, sorted and cut in the database:
 * the cursor carries the last row's sort key and sequence (a keyset), so a
 * page costs the same however deep it is, and the total is an indexed COUNT (kept while the store is unchanged).
 */
export function keysetPage<C extends Collection>(
  store: Store,
  collection: C,
  query: Omit<Query<C>, 'after' | 'limit'>,
  input: PageQuery,
): CursorPage<RecordOf<C>> {
  const fromCursor = input.cursor ? decodeCursor(input.cursor) : undefined;
  if (fromCursor && !fromCursor.after) throw badCursor();
  const limit = input.limit ?? fromCursor?.limit ?? DEFAULT_PAGE_SIZE;
  const page = fromCursor?.page ?? 1;
  const rows = store.rows(collection, { ...query, after: fromCursor?.after, limit: limit + 1 });
  const total = keptCount(store, collection, query.where);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => row.record),
    next_cursor: rows.length > limit && last ? encodeCursor({ page: page + 1, limit, after: { key: last.key, seq: last.seq } }) : null,
    total_pages: Math.ceil(total / limit),
    current_page: page,
    total_items: total,
  };
}

/** Slices `items`, a list kept in memory (the catalog), into one page of the cursor envelope. */
export function paginate<T>(items: readonly T[], query: PageQuery): CursorPage<T> {
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
