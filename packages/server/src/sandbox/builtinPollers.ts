import { itemsOf } from './sandboxItems';
import type { Poller } from '../triggers/Poller';

/**
 * Acme Metrics THRESHOLD_CROSSED: fires once when the metric's latest data
 * point moves to the configured side of the threshold, again only after it
 * has been back on the other side.
 */
const thresholdCrossed: Poller = (service, instance, account) => {
  const { metric, threshold, direction } = instance.trigger_config as { metric: string; threshold: number; direction: 'above' | 'below' };
  const latest = itemsOf(service, account, 'event')
    .filter((item) => item.data.name === metric)
    .at(-1);
  const value = latest === undefined ? undefined : Number(latest.data.value);
  const crossed = value !== undefined && (direction === 'above' ? value > threshold : value < threshold);
  const state = { crossed, last_value: value ?? null };
  if (!crossed || instance.state.crossed === true) return { state };
  return {
    state,
    payload: {
      metric,
      value,
      threshold,
      dashboard: { id: 'default', name: 'Default dashboard' },
      observed_at: service.clock().toISOString(),
    },
  };
};

/** Poll-type trigger types of the built-in toolkits, which the service can answer itself. */
export const BUILTIN_POLLERS: ReadonlyMap<string, Poller> = new Map([['PATCHBAY_APIKEY_DEMO_THRESHOLD_CROSSED', thresholdCrossed]]);
