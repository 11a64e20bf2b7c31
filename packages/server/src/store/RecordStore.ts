/** What every stored record has: its id, unique in its collection. */
export interface StoredRecord {
  id: string;
}

/**
 * What a store keeps, by collection: the type of its records and the fields
 * queries may filter and sort on (real, indexed columns in the database, so
 * only these can be asked for). The store knows no collection of its own:
 * whoever opens one names them.
 */
export type CollectionMap = { [collection: string]: { record: StoredRecord; field: string } };

/** A collection of `M`. */
export type CollectionOf<M extends CollectionMap> = keyof M & string;

/** The records of collection `C`. */
export type RecordIn<M extends CollectionMap, C extends CollectionOf<M>> = M[C]['record'];

/** A queryable field of `C`; `id` always is one. */
export type FieldOf<M extends CollectionMap, C extends CollectionOf<M>> = M[C]['field'] | 'id';

/** A column value as SQLite compares it. */
export type QueryValue = string | number | null;

/** Inclusive upper bound, for sweeps of what is due. */
export interface AtMost {
  atMost: string | number;
}

/** Equality with one value (`null`: IS NULL), membership in a list (an empty list matches nothing), or a bound. */
export type Where<M extends CollectionMap, C extends CollectionOf<M>> = { [F in FieldOf<M, C>]?: QueryValue | readonly QueryValue[] | AtMost };

/** Where a page ended: its last record's sort key and insertion sequence. */
export interface Keyset {
  key: QueryValue;
  seq: number;
}

export interface Query<M extends CollectionMap, C extends CollectionOf<M>> {
  where?: Where<M, C>;
  /** Sorted by this field, ties in insertion order; without it, insertion order alone. */
  orderBy?: FieldOf<M, C>;
  /** @default 'asc' — also the direction of the insertion-order tie break. */
  direction?: 'asc' | 'desc';
  /** Only records strictly after this position in the order. */
  after?: Keyset;
  limit?: number;
}

/** A record with its position in the order (sort key and insertion sequence), which keyset cursors need. */
export interface Row<M extends CollectionMap, C extends CollectionOf<M>> {
  record: RecordIn<M, C>;
  seq: number;
  /** The value of the `orderBy` field; null without one. */
  key: QueryValue;
}

/**
 * A small synchronous typed record store. Synchronous on purpose: a handler's
 * reads and writes cannot interleave with another request's, so each request
 * sees and leaves a consistent state without locks. It returns copies, never
 * live references.
 */
export interface RecordStore<M extends CollectionMap> {
  readonly kind: 'memory' | 'sqlite';
  get<C extends CollectionOf<M>>(collection: C, id: string): RecordIn<M, C> | undefined;
  /** Inserts or replaces by id; a replaced record keeps its place in insertion order. */
  put<C extends CollectionOf<M>, R extends RecordIn<M, C>>(collection: C, record: R): R;
  remove(collection: CollectionOf<M>, id: string): boolean;
  /** The records matching `query`, in its order. */
  find<C extends CollectionOf<M>>(collection: C, query?: Query<M, C>): RecordIn<M, C>[];
  /** Like `find`, with each record's insertion sequence. */
  rows<C extends CollectionOf<M>>(collection: C, query?: Query<M, C>): Row<M, C>[];
  count<C extends CollectionOf<M>>(collection: C, where?: Where<M, C>): number;
  /**
   * For each of `values` of `field`, the newest record (last in insertion
   * order) that has it, in no particular order; a value no record has gives
   * nothing. One query where a page would otherwise make one per item.
   */
  newestBy<C extends CollectionOf<M>>(collection: C, field: FieldOf<M, C>, values: readonly QueryValue[]): RecordIn<M, C>[];
  /** A whole collection (or one project's part) in insertion order: for tests and upkeep, never a request path. */
  list<C extends CollectionOf<M>>(collection: C, projectId?: string): RecordIn<M, C>[];
  /**
   * Runs `fn` atomically: all of its writes land, or none. `'immediate'` takes
   * the write lock before `fn` reads, waiting for another process on the same
   * database to finish its write: a read-then-write in a deferred one fails
   * instead ("database is locked") when another process wrote since its read,
   * which three services starting on one file at once did. Every transaction
   * of the service reads, then writes. @default 'immediate'
   */
  transaction<R>(fn: () => R, mode?: 'deferred' | 'immediate'): R;
  /**
   * A value that differs from the last one whenever a record may have
   * changed since: what was read while it stayed the same is still true (see
   * StampedCache). A store without it is never cached from.
   */
  changeStamp?(): string;
  /**
   * Runs `fn`, which only reads (a write in it throws), on one snapshot of
   * the store: its reads see the same state, and cost less than each on its
   * own. A store without it runs `fn` as it is (see readSnapshot).
   */
  snapshot?<R>(fn: () => R): R;
  close(): void;
}
