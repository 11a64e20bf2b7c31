'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createHasher, type Hasher } from '../hashing';
import { usePatchbayClient } from '../PatchbayProvider';
import { patchbayKeys } from '../queryKeys';
import { putWithXhr, type PutFile } from './putFile';
import { UploadQueue } from './UploadQueue';
import type { UploadItem } from './uploadTypes';

export interface UseFileUploadOptions {
  /** The toolkit the files are for (spec 4.7 `toolkit_slug`). */
  toolkitSlug: string;
  /** The tool the files are for (spec 4.7 `tool_slug`). */
  toolSlug: string;
  /** How many files are hashed and uploaded at once. @default 2 */
  concurrency?: number;
  /** Computes MD5s. @default a hasher running in a Web Worker, created on the first file */
  hasher?: Hasher;
  /** Sends the bytes to the presigned URL. @default PUT with XMLHttpRequest (for upload progress) */
  put?: PutFile;
  /** Called when a file is stored: uploaded, or recognised as already there. */
  onUploaded?: (item: UploadItem) => void;
  /** Called when a file failed. */
  onError?: (item: UploadItem) => void;
}

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

const BUSY = new Set(['queued', 'hashing', 'requesting', 'uploading']);

/**
 * Uploads files for a tool with MD5 de-duplication: each file is hashed in a
 * Web Worker (in chunks, off the main thread), and only bytes the service
 * does not already have are sent.
 */
export function useFileUpload(options: UseFileUploadOptions): UseFileUploadResult {
  const client = usePatchbayClient();
  const queryClient = useQueryClient();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const ownHasher = useRef<Hasher | null>(null);

  const [queue] = useState(
    () =>
      new UploadQueue({
        requestUpload: (request, signal) => client.files.requestUpload(request, { signal }),
        hasher: () => optionsRef.current.hasher ?? (ownHasher.current ??= createHasher()),
        put: (url, file, putOptions) => (optionsRef.current.put ?? putWithXhr)(url, file, putOptions),
        toolkitSlug: options.toolkitSlug,
        toolSlug: options.toolSlug,
        concurrency: options.concurrency ?? 2,
        onSettled: (item) => {
          if (item.status === 'done' || item.status === 'duplicate') {
            void queryClient.invalidateQueries({ queryKey: patchbayKeys.files.all() });
            optionsRef.current.onUploaded?.(item);
          } else if (item.status === 'failed') {
            optionsRef.current.onError?.(item);
          }
        },
      }),
  );

  useEffect(() => {
    queue.configure({
      toolkitSlug: options.toolkitSlug,
      toolSlug: options.toolSlug,
      concurrency: options.concurrency ?? 2,
      requestUpload: (request, signal) => client.files.requestUpload(request, { signal }),
    });
  }, [queue, client, options.toolkitSlug, options.toolSlug, options.concurrency]);

  useEffect(
    () => () => {
      queue.dispose();
      ownHasher.current?.dispose();
    },
    [queue],
  );

  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return useMemo(
    () => ({
      items,
      upload: (files: Iterable<File>) => queue.add(files),
      cancel: (id: string) => queue.cancel(id),
      retry: (id: string) => queue.retry(id),
      remove: (id: string) => queue.remove(id),
      clear: () => queue.clear(),
      isUploading: items.some((item) => BUSY.has(item.status)),
    }),
    [items, queue],
  );
}
