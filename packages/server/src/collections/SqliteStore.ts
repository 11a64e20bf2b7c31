import { SqliteRecordStore } from '../store/SqliteRecordStore';
import type { StoreSchema } from '../store/StoreSchema';
import { LIVE_TOTALS } from './liveTotals';
import { QUERY_FIELDS } from './queryFields';
import type { ServiceCollections } from './Store';
import { TABLE_INDEXES } from './tableIndexes';

const SERVICE_SCHEMA: StoreSchema<ServiceCollections> = { fields: QUERY_FIELDS, indexes: TABLE_INDEXES, liveTotals: LIVE_TOTALS };

/**
 * The service's records in SQLite: a file (`<dataDir>/patchbay.db`) for
 * durable storage, or `:memory:` without a directory.
 */
export class SqliteStore extends SqliteRecordStore<ServiceCollections> {
  constructor(dataDir?: string) {
    super(SERVICE_SCHEMA, dataDir);
  }
}
