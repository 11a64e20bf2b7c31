import type { Collection, Store, StoredDoc } from './Store';

/** An in-memory store for tests and throwaway runs; nothing survives the process. */
export class MemoryStore implements Store {
  readonly kind = 'memory';
  #collections = new Map<Collection, Map<string, StoredDoc>>();
  #blobs = new Map<string, Uint8Array<ArrayBuffer>>();

  #collection(name: Collection): Map<string, StoredDoc> {
    let docs = this.#collections.get(name);
    if (!docs) {
      docs = new Map();
      this.#collections.set(name, docs);
    }
    return docs;
  }

  get<T extends StoredDoc>(collection: Collection, id: string): T | undefined {
    const doc = this.#collection(collection).get(id);
    return doc ? (structuredClone(doc) as T) : undefined;
  }

  put<T extends StoredDoc>(collection: Collection, doc: T): T {
    this.#collection(collection).set(doc.id, structuredClone(doc));
    return doc;
  }

  remove(collection: Collection, id: string): boolean {
    return this.#collection(collection).delete(id);
  }

  list<T extends StoredDoc>(collection: Collection, projectId?: string): T[] {
    const all = [...this.#collection(collection).values()];
    const scoped = projectId === undefined ? all : all.filter((doc) => doc.project_id === projectId);
    return scoped.map((doc) => structuredClone(doc) as T);
  }

  transaction<R>(fn: () => R): R {
    // Snapshot so a throwing transaction leaves no partial writes, as SQLite would.
    const snapshot = new Map([...this.#collections].map(([name, docs]) => [name, new Map(docs)]));
    const blobs = new Map(this.#blobs);
    try {
      return fn();
    } catch (error) {
      this.#collections = snapshot;
      this.#blobs = blobs;
      throw error;
    }
  }

  putBlob(key: string, bytes: Uint8Array): void {
    this.#blobs.set(key, bytes.slice());
  }

  getBlob(key: string): Uint8Array<ArrayBuffer> | undefined {
    return this.#blobs.get(key)?.slice();
  }

  close(): void {
    this.#collections.clear();
    this.#blobs.clear();
  }
}
