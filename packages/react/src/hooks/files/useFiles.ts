'use client';
import type { FileRecord } from '@patchbay/client';
import type { CursorPagesResult, PatchbayInfiniteQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { filesInfiniteQueryOptions, type FileFilters } from '../../queries/files';
import { useCursorPages } from '../useCursorPages';

export type UseFilesResult = CursorPagesResult<FileRecord> & {
  /** The files of every loaded page, in order. */
  files: FileRecord[];
};

/**
 * The project's uploaded files, optionally of one toolkit or tool, loaded
 * page by page (`hasNextPage`, `fetchNextPage`).
 *
 * @param options Passed to `useInfiniteQuery` (`enabled`, `staleTime`, `placeholderData`, ...).
 */
export function useFiles(filters: FileFilters = {}, options?: PatchbayInfiniteQueryOptions<FileRecord>): UseFilesResult {
  const client = usePatchbayClient();
  return useCursorPages('files', filesInfiniteQueryOptions(client, filters), options);
}
