import type { RecordStore } from './RecordStore';

type Stamped = Pick<RecordStore<never>, 'changeStamp'>;

/**
 * Values read from a store, kept only while its change stamp stays the same
 * (see RecordStore.changeStamp): any write, here or by another process on the
 * same file, drops them all, so a kept value is exactly what reading again
 * would give. At most `max` values are kept (all are dropped past it), so
 * keys a client makes up cannot grow it; undefined (nothing found) is never
 * kept, so they do not even take room. A store without a change stamp is
 * read every time.
 */
export class StampedCache<K, V> {
  readonly #max: number;
  readonly #values = new Map<K, V>();
  #stamp: string | undefined;

  constructor(max: number) {
    this.#max = max;
  }

  /** The value kept for `key`, or what `read` gives (then kept, with the stamp read before it). */
  get(store: Stamped, key: K, read: () => V): V {
    const stamp = store.changeStamp?.();
    if (stamp === undefined) return read();
    if (stamp !== this.#stamp) {
      this.#values.clear();
      this.#stamp = stamp;
    }
    if (this.#values.has(key)) return this.#values.get(key) as V;
    const value = read();
    this.#keep(key, value);
    return value;
  }

  /** The values for `keys`: those kept, and the others as `readMissing` gives them all at once (then kept). */
  getAll(store: Stamped, keys: readonly K[], readMissing: (missing: K[]) => Map<K, V>): Map<K, V> {
    const stamp = store.changeStamp?.();
    if (stamp === undefined) return readMissing([...keys]);
    if (stamp !== this.#stamp) {
      this.#values.clear();
      this.#stamp = stamp;
    }
    const values = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      if (this.#values.has(key)) values.set(key, this.#values.get(key) as V);
      else missing.push(key);
    }
    if (missing.length === 0) return values;
    for (const [key, value] of readMissing(missing)) {
      values.set(key, value);
      this.#keep(key, value);
    }
    return values;
  }

  #keep(key: K, value: V): void {
    if (value === undefined) return;
    if (this.#values.size >= this.#max) this.#values.clear();
    this.#values.set(key, value);
  }
}

/** One kind of value kept from stores (with its bound): each store gets a StampedCache of its own for it, see stampedCacheOf. */
export class StampedCacheKind<K, V> {
  /** Only for the type: what the kind keeps. */
  declare readonly _values: (key: K) => V;

  constructor(readonly max: number) {}
}

type AnyKind = StampedCacheKind<unknown, unknown>;
type AnyCache = StampedCache<unknown, unknown>;

/** Every store's caches, by kind: dropped with the store. */
const registry = new WeakMap<object, Map<AnyKind, AnyCache>>();

/** The cache of `kind` that `store` has, made on its first use. */
export function stampedCacheOf<K, V>(store: object, kind: StampedCacheKind<K, V>): StampedCache<K, V> {
  let caches = registry.get(store);
  if (!caches) registry.set(store, (caches = new Map<AnyKind, AnyCache>()));
  let cache = caches.get(kind as AnyKind);
  if (!cache) caches.set(kind as AnyKind, (cache = new StampedCache<unknown, unknown>(kind.max)));
  return cache as StampedCache<K, V>;
}
