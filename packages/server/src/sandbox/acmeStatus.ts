import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** "Acme Status": the no-auth demo toolkit's API. */
export const acmeStatus = new Hono<AppEnv>();

acmeStatus.get('/status', (c) =>
  c.json({
    status: 'operational',
    components: [
      { name: 'API', status: 'operational' },
      { name: 'Dashboard', status: 'operational' },
      { name: 'Webhooks', status: 'operational' },
    ],
    updated_at: c.var.service.clock().toISOString(),
  }),
);

const HOUR_MS = 3_600_000;

/** Acme's recent history, relative to now: all resolved, as the status above says. */
const HISTORY = [
  { id: 'inc_webhook_delays', title: 'Delayed webhook deliveries', severity: 'minor', component: 'Webhooks', openedHoursAgo: 30, lastedHours: 2 },
  {
    id: 'inc_dashboard_errors',
    title: 'Dashboard errors for some accounts',
    severity: 'major',
    component: 'Dashboard',
    openedHoursAgo: 200,
    lastedHours: 1,
  },
  { id: 'inc_api_latency', title: 'Elevated API latency', severity: 'minor', component: 'API', openedHoursAgo: 500, lastedHours: 3 },
] as const;

/** Open and recent incidents, newest first; `status` (open, resolved, all) and `limit` (1-50) narrow them. */
acmeStatus.get('/incidents', (c) => {
  const now = c.var.service.clock().getTime();
  const status = c.req.query('status') ?? 'all';
  const limit = Math.min(Math.max(Number.parseInt(c.req.query('limit') ?? '20', 10) || 20, 1), 50);
  const incidents = HISTORY.map(({ openedHoursAgo, lastedHours, ...incident }) => ({
    ...incident,
    status: 'resolved' as const,
    opened_at: new Date(now - openedHoursAgo * HOUR_MS).toISOString(),
    resolved_at: new Date(now - (openedHoursAgo - lastedHours) * HOUR_MS).toISOString(),
  }));
  const matching = incidents.filter((incident) => status === 'all' || incident.status === status);
  return c.json({ incidents: matching.slice(0, limit) });
});
