import type { CollectionMap, CollectionOf, FieldOf } from './RecordStore';

/**
 * What makes a record count as live (one field holding one value; null: IS
 * NULL), and the fields its totals are kept by, so a listing filtered on
 * them reads its total from the counters too.
 */
export interface LiveTotals<M extends CollectionMap, C extends CollectionOf<M>> {
  field: FieldOf<M, C>;
  value: string | null;
  by: readonly FieldOf<M, C>[];
}

/** The tables a store opens: one per collection, with its generated columns, indexes and live totals. */
export interface StoreSchema<M extends CollectionMap> {
  /** Each collection's queryable fields, in column order; every collection of `M` is listed. */
  fields: { [C in CollectionOf<M>]: readonly M[C]['field'][] };
  /**
   * The indexes of each table, one per way records are looked up. Each ends
   * with the field lists sort on (the rowid `seq`, the tie break, is
   * implicitly last), so a filtered, ordered page is a range scan.
   */
  indexes: { [C in CollectionOf<M>]: readonly (readonly FieldOf<M, C>[])[] };
  /**
   * Collections whose listings show a total of live records per project. That
   * COUNT grows with the matching records however they are indexed, so
   * triggers keep counters per project (and per `by` value) that every write
   * adjusts in the same transaction: a total is a sum over a few counter rows,
   * the same cost at any size.
   */
  liveTotals: { [C in CollectionOf<M>]?: LiveTotals<M, C> };
}
