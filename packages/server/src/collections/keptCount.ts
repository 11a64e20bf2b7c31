import { stampedCacheOf, StampedCacheKind } from '../store/StampedCache';
import type { Collection } from './collectionRecords';
import type { Store, Where } from './Store';

/** Totals by collection and filter (its JSON, in the order the filter names its fields). */
const COUNTS = new StampedCacheKind<string, number>(1000);

/**
 * How many records of `collection` match `where`, kept while nothing in the
 * store changes: every page of a listing, and every client asking for the
 * same one, shows the same total.
 */
export function keptCount<C extends Collection>(store: Store, collection: C, where: Where<C> | undefined): number {
  return stampedCacheOf(store, COUNTS).get(store, `${collection}:${JSON.stringify(where ?? {})}`, () => store.count(collection, where));
}
