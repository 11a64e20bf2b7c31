import type { FileUploadRequest, FileUploadResponse } from '@patchbay/client';
import type { Hasher } from '../hashing';
import type { PutFile } from './putFile';
import { FINISHED, type UploadItem } from './uploadTypes';

export interface UploadQueueOptions {
  /** The upload request (`POST /api/v3/files/upload/request`). */
  requestUpload: (request: FileUploadRequest, signal: AbortSignal) => Promise<FileUploadResponse>;
  /** Where hashes are computed; created lazily so nothing starts before the first file. */
  hasher: () => Hasher;
  put: PutFile;
  toolkitSlug: string;
  toolSlug: string;
  concurrency: number;
  /** Called once per file that reaches done, duplicate, failed or cancelled. */
  onSettled: (item: UploadItem) => void;
}

let nextId = 0;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A queue of uploads a UI subscribes to (see `createUploadQueue`); its functions need no `this`. */
export interface UploadQueue {
  /** Replaces the options; files in flight keep going, the next step reads the new ones. */
  configure: (options: UploadQueueOptions) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => UploadItem[];
  /** Queues files; returns the ids of their entries. */
  add: (files: Iterable<File>) => string[];
  cancel: (id: string) => void;
  /** Starts a failed or cancelled file again; a known MD5 is not computed twice. */
  retry: (id: string) => void;
  remove: (id: string) => void;
  /** Cancels everything in flight and empties the list. */
  clear: () => void;
  dispose: () => void;
}

/**
 * Uploads files with MD5 de-duplication: hash (in a worker), ask the service
 * for an upload URL, and PUT only when the service does not already have
 * those bytes. Holds the list of items; a UI subscribes to it.
 */
export function createUploadQueue(initialOptions: UploadQueueOptions): UploadQueue {
  /** Read whenever they are needed, so options changed with `configure` apply to the next step. */
  let options = initialOptions;
  let items: UploadItem[] = [];
  const controllers = new Map<string, AbortController>();
  const listeners = new Set<() => void>();

  const find = (id: string) => items.find((item) => item.id === id);

  function set(next: UploadItem[]): void {
    items = next;
    for (const listener of listeners) listener();
  }

  function patch(id: string, changes: Partial<UploadItem>): void {
    // A removed entry may still report progress until its abort lands: ignore it.
    if (!find(id)) return;
    set(items.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }

  function settle(id: string, changes: Partial<UploadItem>): void {
    patch(id, changes);
    const item = find(id);
    if (item) options.onSettled(item);
  }

  function pump(): void {
    for (const item of items) {
      if (controllers.size >= options.concurrency) return;
      if (item.status === 'queued') void run(item.id);
    }
  }

  async function run(id: string): Promise<void> {
    const controller = new AbortController();
    controllers.set(id, controller);
    const { signal } = controller;
    const current = options;
    try {
      let md5 = find(id)?.md5 ?? null;
      const file = find(id)!.file;
      if (!md5) {
        patch(id, { status: 'hashing', hashProgress: 0 });
        md5 = await current.hasher().hash(file, {
          signal,
          onProgress: ({ bytesHashed, totalBytes }) => patch(id, { hashProgress: totalBytes ? bytesHashed / totalBytes : 1 }),
        });
        patch(id, { md5, hashProgress: 1 });
      }
      patch(id, { status: 'requesting' });
      const contentType = file.type || 'application/octet-stream';
      const upload = await current.requestUpload(
        { toolkit_slug: current.toolkitSlug, tool_slug: current.toolSlug, filename: file.name, mimetype: contentType, md5 },
        signal,
      );
      patch(id, { fileId: upload.id, key: upload.key });
      if (upload.type === 'existing') {
        settle(id, { status: 'duplicate' });
        return;
      }
      patch(id, { status: 'uploading', uploadProgress: 0 });
      await current.put(upload.new_presigned_url, file, {
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
    configure(next) {
      options = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
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
      set([...items, ...added]);
      pump();
      return added.map((item) => item.id);
    },
    cancel,
    retry(id) {
      const item = find(id);
      if (!item || (item.status !== 'failed' && item.status !== 'cancelled')) return;
      patch(id, { status: 'queued', error: null, uploadProgress: 0 });
      pump();
    },
    remove(id) {
      cancel(id);
      set(items.filter((item) => item.id !== id));
    },
    clear() {
      for (const controller of controllers.values()) controller.abort();
      set([]);
    },
    dispose() {
      for (const controller of controllers.values()) controller.abort();
      listeners.clear();
    },
  };
}
