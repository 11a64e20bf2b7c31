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
    if (value === undefined) return value;
    if (this.#values.size >= this.#max) this.#values.clear();
    this.#values.set(key, value);
    return value;
  }
}

/** The cache `caches` keeps for `store`, made with room for `max` values on its first use. */
export function stampedCacheOf<K, V>(caches: WeakMap<object, StampedCache<K, V>>, store: object, max: number): StampedCache<K, V> {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new StampedCache<K, V>(max)));
  return cache;
}
