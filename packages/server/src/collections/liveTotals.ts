import type { StoreSchema } from '../store/StoreSchema';
import type { ServiceCollections } from './Store';

/** The service's live totals: the default listings' totals (see `StoreSchema.liveTotals`). */
export const LIVE_TOTALS: StoreSchema<ServiceCollections>['liveTotals'] = {
  connected_accounts: { field: 'deleted_at', value: null, by: ['toolkit_slug', 'status'] },
  files: { field: 'status', value: 'completed', by: [] },
  trigger_instances: { field: 'status', value: 'listening', by: [] },
};
