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

/**
 * Uploads files with MD5 de-duplication: hash (in a worker), ask the service
 * for an upload URL, and PUT only when the service does not already have
 * those bytes. Holds the list of items; a UI subscribes to it.
 */
export class UploadQueue {
  /** Read whenever they are needed, so options changed with `configure` apply to the next step. */
  #options: UploadQueueOptions;
  #items: UploadItem[] = [];
  #controllers = new Map<string, AbortController>();
  #listeners = new Set<() => void>();

  constructor(options: UploadQueueOptions) {
    this.#options = options;
  }

  /** Replaces the options; files in flight keep going, the next step reads the new ones. */
  configure(options: UploadQueueOptions): void {
    this.#options = options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): UploadItem[] => this.#items;

  /** Queues files; returns the ids of their entries. */
  add(files: Iterable<File>): string[] {
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
    this.#set([...this.#items, ...added]);
    this.#pump();
    return added.map((item) => item.id);
  }

  cancel(id: string): void {
    const item = this.#find(id);
    if (!item || FINISHED.has(item.status)) return;
    const controller = this.#controllers.get(id);
    if (controller) controller.abort();
    else this.#settle(id, { status: 'cancelled' });
  }

  /** Starts a failed or cancelled file again; a known MD5 is not computed twice. */
  retry(id: string): void {
    const item = this.#find(id);
    if (!item || (item.status !== 'failed' && item.status !== 'cancelled')) return;
    this.#patch(id, { status: 'queued', error: null, uploadProgress: 0 });
    this.#pump();
  }

  remove(id: string): void {
    this.cancel(id);
    this.#set(this.#items.filter((item) => item.id !== id));
  }

  /** Cancels everything in flight and empties the list. */
  clear(): void {
    for (const controller of this.#controllers.values()) controller.abort();
    this.#set([]);
  }

  dispose(): void {
    for (const controller of this.#controllers.values()) controller.abort();
    this.#listeners.clear();
  }

  #pump(): void {
    for (const item of this.#items) {
      if (this.#controllers.size >= this.#options.concurrency) return;
      if (item.status === 'queued') void this.#run(item.id);
    }
  }

  async #run(id: string): Promise<void> {
    const controller = new AbortController();
    this.#controllers.set(id, controller);
    const { signal } = controller;
    const options = this.#options;
    try {
      let md5 = this.#find(id)?.md5 ?? null;
      const file = this.#find(id)!.file;
      if (!md5) {
        this.#patch(id, { status: 'hashing', hashProgress: 0 });
        md5 = await options.hasher().hash(file, {
          signal,
          onProgress: ({ bytesHashed, totalBytes }) => this.#patch(id, { hashProgress: totalBytes ? bytesHashed / totalBytes : 1 }),
        });
        this.#patch(id, { md5, hashProgress: 1 });
      }
      this.#patch(id, { status: 'requesting' });
      const contentType = file.type || 'application/octet-stream';
      const upload = await options.requestUpload(
        { toolkit_slug: options.toolkitSlug, tool_slug: options.toolSlug, filename: file.name, mimetype: contentType, md5 },
        signal,
      );
      this.#patch(id, { fileId: upload.id, key: upload.key });
      if (upload.type === 'existing') {
        this.#settle(id, { status: 'duplicate' });
        return;
      }
      this.#patch(id, { status: 'uploading', uploadProgress: 0 });
      await options.put(upload.new_presigned_url, file, {
        contentType,
        signal,
        onProgress: (sent, total) => this.#patch(id, { uploadProgress: total ? sent / total : 1 }),
      });
      this.#settle(id, { status: 'done', uploadProgress: 1 });
    } catch (error) {
      if (signal.aborted || isAbort(error)) this.#settle(id, { status: 'cancelled' });
      else this.#settle(id, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    } finally {
      this.#controllers.delete(id);
      this.#pump();
    }
  }

  #settle(id: string, patch: Partial<UploadItem>): void {
    this.#patch(id, patch);
    const item = this.#find(id);
    if (item) this.#options.onSettled(item);
  }

  #find(id: string): UploadItem | undefined {
    return this.#items.find((item) => item.id === id);
  }

  #patch(id: string, patch: Partial<UploadItem>): void {
    // A removed entry may still report progress until its abort lands: ignore it.
    if (!this.#find(id)) return;
    this.#set(this.#items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }

  #set(items: UploadItem[]): void {
    this.#items = items;
    for (const listener of this.#listeners) listener();
  }
}
