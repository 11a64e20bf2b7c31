import type { FieldOf, Query as StoreQuery, RecordIn, RecordStore, Row as StoreRow, Where as StoreWhere } from '../store/RecordStore';
import type { Collection, CollectionRecords } from './collectionRecords';
import type { QUERY_FIELDS } from './queryFields';

/** Each collection of the service with its record type and its queryable fields, as the store is typed by. */
export type ServiceCollections = { [C in Collection]: { record: CollectionRecords[C]; field: (typeof QUERY_FIELDS)[C][number] } };

/** The records of collection `C`. */
export type RecordOf<C extends Collection> = RecordIn<ServiceCollections, C>;

/** A queryable field of `C`; `id` always is one. */
export type QueryField<C extends Collection> = FieldOf<ServiceCollections, C>;

export type Where<C extends Collection> = StoreWhere<ServiceCollections, C>;

export type Query<C extends Collection> = StoreQuery<ServiceCollections, C>;

export type Row<C extends Collection> = StoreRow<ServiceCollections, C>;

/** The service's records: a store of its collections. */
export type Store = RecordStore<ServiceCollections>;
