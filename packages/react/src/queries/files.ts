import type { ListFilesQuery, PatchbayClient } from '@patchbay/client';
import { cursorPagesQueryOptions } from './cursorPagesQueryOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of uploaded files (`patchbayKeys.files`). */
export const fileKeys = {
  all: () => patchbayKey('files'),
  list: (query: Omit<ListFilesQuery, 'cursor'> = {}) => patchbayKey('files', 'list', query),
};

/** Filters of the file listing (`toolkit_slug`, `tool_slug`, `limit`). */
export type FileFilters = Omit<ListFilesQuery, 'cursor'>;

/** Cursor pages of `client.files.list(filters)`, for `useInfiniteQuery` or `prefetchInfiniteQuery`. */
export function filesInfiniteQueryOptions(client: PatchbayClient, filters: FileFilters = {}) {
  return cursorPagesQueryOptions(fileKeys.list(filters), (cursor, signal) => client.files.list({ ...filters, cursor }, { signal }));
}
