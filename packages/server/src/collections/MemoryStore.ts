import { SqliteStore } from './SqliteStore';

/**
 * Throwaway storage: the same SQLite engine and queries as durable storage,
 * on a `:memory:` database, so nothing survives the process.
 */
export class MemoryStore extends SqliteStore {
  constructor() {
    super();
  }
}
