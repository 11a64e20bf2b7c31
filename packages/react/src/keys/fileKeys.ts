import type { ListFilesQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of uploaded files (`patchbayKeys.files`). */
export const fileKeys = {
  all: () => patchbayKey('files'),
  list: (query: Omit<ListFilesQuery, 'cursor'> = {}) => patchbayKey('files', 'list', query),
};
