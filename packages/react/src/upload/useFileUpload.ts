'use client';
import { createUploadStore, isUploading, type UploadItem, type UploadOptions } from '@patchbay/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fileKeys } from '../queries/files';
import { useCoreStore } from '../useCoreStore';
import { usePatchbayClient } from '../usePatchbayClient';

/** As `createUploadStore`'s options (`@patchbay/core`); the file queries refetch by themselves when a file is stored. */
export type UseFileUploadOptions = UploadOptions;

export interface UseFileUploadResult {
  /** Every file added, in order, with its status and progress. */
  items: UploadItem[];
  /** Adds files (e.g. from an input's FileList or a drop) and starts them. */
  upload: (files: Iterable<File>) => string[];
  cancel: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  /** Cancels what is in flight and empties the list. */
  clear: () => void;
  /** True while any file is queued, hashing, requesting or uploading. */
  isUploading: boolean;
}

/**
 * Uploads files for a tool with MD5 de-duplication: each file is hashed in a
 * Web Worker (in chunks, off the main thread), and only bytes the service
 * does not already have are sent.
 */
export function useFileUpload(options: UseFileUploadOptions): UseFileUploadResult {
  const client = usePatchbayClient();
  const queryClient = useQueryClient();
  const [store, items] = useCoreStore(createUploadStore, {
    ...options,
    client,
    onUploaded: (item) => {
      void queryClient.invalidateQueries({ queryKey: fileKeys.all() });
      options.onUploaded?.(item);
    },
  });
  return useMemo(
    () => ({
      items,
      upload: store.add,
      cancel: store.cancel,
      retry: store.retry,
      remove: store.remove,
      clear: store.clear,
      isUploading: isUploading(items),
    }),
    [items, store],
  );
}
