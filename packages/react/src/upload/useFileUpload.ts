'use client';
import { useQueryClient } from '@tanstack/react-query';
import type { PatchbayClient } from '@patchbay/client';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Hasher } from '../hashing';
import { usePatchbayClient } from '../usePatchbayClient';
import { fileKeys } from '../keys/fileKeys';
import type { PutFile } from './putFile';
import { createUploadQueue, type UploadQueueOptions } from './UploadQueue';
import { FINISHED, type UploadItem } from './uploadTypes';

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

/**
 * The Web Worker hasher, loaded and created on the first file that needs it:
 * its code is a chunk of its own in an app's bundle, like the PUT's below.
 */
function createLazyHasher(): Hasher {
  let hasher: Promise<Hasher> | null = null;
  return {
    hash: async (file, options) => {
      // A chunk that failed to load (offline) is fetched again on the next try.
      hasher ??= import('../hashing/hashFile').then(
        (m) => m.createHasher(),
        (error: unknown) => {
          hasher = null;
          throw error;
        },
      );
      return (await hasher).hash(file, options);
    },
    dispose: () =>
      void hasher?.then(
        (created) => created.dispose(),
        () => undefined,
      ),
  };
}

/** The default PUT (XMLHttpRequest, for upload progress), loaded on the first file that is sent. */
const lazyPut: PutFile = async (...args) => (await import('./putFile')).putWithXhr(...args);

function toQueueOptions(options: UseFileUploadOptions, client: PatchbayClient, ownHasher: Hasher, onStored: () => void): UploadQueueOptions {
  return {
    requestUpload: (request, signal) => client.files.requestUpload(request, { signal }),
    hasher: () => options.hasher ?? ownHasher,
    put: options.put ?? lazyPut,
    toolkitSlug: options.toolkitSlug,
    toolSlug: options.toolSlug,
    concurrency: options.concurrency ?? 2,
    onSettled: (item) => {
      if (item.status === 'done' || item.status === 'duplicate') {
        onStored();
        options.onUploaded?.(item);
      } else if (item.status === 'failed') {
        options.onError?.(item);
      }
    },
  };
}

/**
 * Uploads files for a tool with MD5 de-duplication: each file is hashed in a
 * Web Worker (in chunks, off the main thread), and only bytes the service
 * does not already have are sent.
 */
export function useFileUpload(options: UseFileUploadOptions): UseFileUploadResult {
  const client = usePatchbayClient();
  const queryClient = useQueryClient();
  const [ownHasher] = useState(createLazyHasher);
  const queueOptions = toQueueOptions(options, client, ownHasher, () => void queryClient.invalidateQueries({ queryKey: fileKeys.all() }));
  const [queue] = useState(() => createUploadQueue(queueOptions));
  // After each render, so the next file (and step) uses the latest options.
  useEffect(() => queue.configure(queueOptions));

  useEffect(
    () => () => {
      queue.dispose();
      ownHasher.dispose();
    },
    [queue, ownHasher],
  );

  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return useMemo(
    () => ({
      items,
      upload: queue.add,
      cancel: queue.cancel,
      retry: queue.retry,
      remove: queue.remove,
      clear: queue.clear,
      isUploading: items.some((item) => !FINISHED.has(item.status)),
    }),
    [items, queue],
  );
}
