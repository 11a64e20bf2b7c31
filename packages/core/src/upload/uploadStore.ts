import type { PatchbayClient } from '@patchbay/client';
import type { Hasher } from '../hashing';
import { createSnapshotStore, type SnapshotStore } from '../store/snapshotStore';
import { createLazyHasher } from './lazyHasher';
import { lazyPut } from './lazyPut';
import type { PutFile } from './putFile';
import { FINISHED, type UploadItem } from './uploadTypes';

export interface UploadOptions {
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

export interface UploadStoreOptions extends UploadOptions {
  client: PatchbayClient;
}

/** Uploads a UI subscribes to (see `createUploadStore`); its functions need no `this`. */
export interface UploadStore extends Omit<SnapshotStore<UploadItem[]>, 'set'> {
  /** Replaces the options; files in flight keep going, the next step reads the new ones. */
  configure: (options: UploadStoreOptions) => void;
  /** Queues files; returns the ids of their entries. */
  add: (files: Iterable<File>) => string[];
  cancel: (id: string) => void;
  /** Starts a failed or cancelled file again; a known MD5 is not computed twice. */
  retry: (id: string) => void;
  remove: (id: string) => void;
  /** Cancels everything in flight and empties the list. */
  clear: () => void;
  /** Stops what is in flight and the worker; a later file starts another. */
  dispose: () => void;
}

/** True while any file is queued, hashing, requesting or uploading. */
export function isUploading(items: readonly UploadItem[]): boolean {
  return items.some((item) => !FINISHED.has(item.status));
}

let nextId = 0;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads files for a tool with MD5 de-duplication: each file is hashed in a
 * Web Worker (in chunks, off the main thread), the service is asked for an
 * upload URL, and the bytes are sent only when it does not already have them.
 * The hasher and the PUT are loaded on the first file that needs them.
 */
export function createUploadStore(initialOptions: UploadStoreOptions): UploadStore {
  /** Read whenever they are needed, so options changed with `configure` apply to the next step. */
  let options = initialOptions;
  const ownHasher = createLazyHasher();
  const { subscribe, getSnapshot, set } = createSnapshotStore<UploadItem[]>([]);
  const controllers = new Map<string, AbortController>();

  const find = (id: string) => getSnapshot().find((item) => item.id === id);
  const abortAll = () => controllers.forEach((controller) => controller.abort());

  function patch(id: string, changes: Partial<UploadItem>): void {
    // A removed entry may still report progress until its abort lands: ignore it.
    if (find(id)) set(getSnapshot().map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }

  function settle(id: string, changes: Partial<UploadItem>): void {
    patch(id, changes);
    const item = find(id);
    if (item?.status === 'done' || item?.status === 'duplicate') options.onUploaded?.(item);
    else if (item?.status === 'failed') options.onError?.(item);
  }

  function pump(): void {
    for (const item of getSnapshot()) {
      if (controllers.size >= (options.concurrency ?? 2)) return;
      if (item.status === 'queued') void run(item.id);
    }
  }

  async function run(id: string): Promise<void> {
    const controller = new AbortController();
    controllers.set(id, controller);
    const { signal } = controller;
    const current = options;
    try {
      const { file } = find(id)!;
      let { md5 } = find(id)!;
      if (!md5) {
        patch(id, { status: 'hashing', hashProgress: 0 });
        md5 = await (current.hasher ?? ownHasher).hash(file, {
          signal,
          onProgress: ({ bytesHashed, totalBytes }) => patch(id, { hashProgress: totalBytes ? bytesHashed / totalBytes : 1 }),
        });
        patch(id, { md5, hashProgress: 1 });
      }
      patch(id, { status: 'requesting' });
      const contentType = file.type || 'application/octet-stream';
      const upload = await current.client.files.requestUpload(
        { toolkit_slug: current.toolkitSlug, tool_slug: current.toolSlug, filename: file.name, mimetype: contentType, md5 },
        { signal },
      );
      patch(id, { fileId: upload.id, key: upload.key });
      if (upload.type === 'existing') {
        settle(id, { status: 'duplicate' });
        return;
      }
      patch(id, { status: 'uploading', uploadProgress: 0 });
      await (current.put ?? lazyPut)(upload.new_presigned_url, file, {
        contentType,
        signal,
        onProgress: (sent, total) => patch(id, { uploadProgress: total ? sent / total : 1 }),
      });
      settle(id, { status: 'done', uploadProgress: 1 });
    } catch (error) {
      if (signal.aborted || isAbort(error)) settle(id, { status: 'cancelled' });
      else settle(id, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    } finally {
      controllers.delete(id);
      pump();
    }
  }

  function cancel(id: string): void {
    const item = find(id);
    if (!item || FINISHED.has(item.status)) return;
    const controller = controllers.get(id);
    if (controller) controller.abort();
    else settle(id, { status: 'cancelled' });
  }

  return {
    subscribe,
    getSnapshot,
    configure(next) {
      options = next;
    },
    add(files) {
      const added = Array.from(files, (file): UploadItem => ({
        id: `upload-${++nextId}`,
        file,
        status: 'queued',
        hashProgress: 0,
        uploadProgress: 0,
        md5: null,
        fileId: null,
        key: null,
        error: null,
      }));
      set([...getSnapshot(), ...added]);
      pump();
      return added.map((item) => item.id);
    },
    cancel,
    retry(id) {
      const item = find(id);
      if (item?.status !== 'failed' && item?.status !== 'cancelled') return;
      patch(id, { status: 'queued', error: null, uploadProgress: 0 });
      pump();
    },
    remove(id) {
      cancel(id);
      set(getSnapshot().filter((item) => item.id !== id));
    },
    clear() {
      abortAll();
      set([]);
    },
    dispose() {
      abortAll();
      ownHasher.dispose();
    },
  };
}
