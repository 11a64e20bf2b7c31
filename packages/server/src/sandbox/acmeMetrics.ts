import { Hono } from 'hono';
import { z } from 'zod';
import { emitSandboxEvent, sandboxUser } from './emitSandboxEvent';
import { apiKeyAuth } from './sandboxAuth';
import { sandboxError, type SandboxEnv } from './sandboxEnv';
import { createItem, firstIssue, itemsOf, readObject } from './sandboxItems';

export const ACME_METRICS_SLUG = 'patchbay_apikey_demo';

const newEvent = z.object({
  name: z.string({ error: 'expected a string' }).regex(/^[\w.-]{1,100}$/, 'must be 1-100 letters, digits, ., _ or -'),
  value: z.number({ error: 'expected a number' }).finite().default(1),
  project: z
    .string({ error: 'expected a string' })
    .regex(/^[\w.-]{1,50}$/, 'must be 1-50 letters, digits, ., _ or -')
    .default('default'),
  priority: z.enum(['low', 'normal', 'high'], { error: 'expected low, normal or high' }).default('normal'),
});

/** "Acme Metrics": the API-key demo toolkit's API; recorded events are aggregated per metric. */
export const acmeMetrics = new Hono<SandboxEnv>();
acmeMetrics.use('*', apiKeyAuth(ACME_METRICS_SLUG));

acmeMetrics.get('/metrics', (c) => {
  const { service, account } = c.var;
  const region = account.credentials.region ?? 'us';
  const events = itemsOf(service, account, 'event');
  const name = c.req.query('name');
  if (name === undefined) {
    const names = [...new Set(events.map((e) => String(e.data.name)))];
    return c.json({ region, metrics: names.map((n) => ({ name: n, count: events.filter((e) => e.data.name === n).length })) });
  }
  // `from` and `to` (ISO date-times, inclusive) narrow the range; anything that is not a date is ignored.
  const bound = (value: string | undefined) => (value !== undefined && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined);
  const from = bound(c.req.query('from'));
  const to = bound(c.req.query('to'));
  const points = events
    .filter((e) => e.data.name === name)
    .filter((e) => (from === undefined || Date.parse(e.created_at) >= from) && (to === undefined || Date.parse(e.created_at) <= to))
    .map((e) => ({ timestamp: e.created_at, value: Number(e.data.value) }));
  return c.json({
    name,
    region,
    count: points.length,
    sum: points.reduce((total, p) => total + p.value, 0),
    latest: points.at(-1)?.value ?? null,
    points,
  });
});

/**
 * The account's dashboards: the default one charts every metric (the one
 * THRESHOLD_CROSSED events name), and each project with data points has its own.
 */
acmeMetrics.get('/dashboards', (c) => {
  const { service, account } = c.var;
  const events = itemsOf(service, account, 'event');
  const metricsOf = (project?: string) => [
    ...new Set(events.filter((e) => project === undefined || e.data.project === project).map((e) => String(e.data.name))),
  ];
  const projects = [...new Set(events.map((e) => String(e.data.project)))].filter((project) => project !== 'default');
  return c.json({
    region: account.credentials.region ?? 'us',
    dashboards: [
      { id: 'default', name: 'Default dashboard', metrics: metricsOf() },
      ...projects.map((project) => ({ id: `project-${project}`, name: `${project} metrics`, metrics: metricsOf(project) })),
    ],
  });
});

/**
 * Records a data point. Each one is processed as a collection task of its
 * project, which is what the toolkit's TASK_CREATED trigger reports.
 */
acmeMetrics.post('/events', async (c) => {
  const raw = await readObject(c);
  if (raw instanceof Response) return raw;
  const parsed = newEvent.safeParse(raw);
  if (!parsed.success) return sandboxError(c, 400, 'invalid_request', firstIssue(parsed.error.issues));
  const { service, account } = c.var;
  const item = createItem(service, account, 'event', parsed.data);
  const event = { id: item.id, ...parsed.data, region: account.credentials.region ?? 'us', timestamp: item.created_at };
  emitSandboxEvent(service, account, 'TASK_CREATED', {
    task_id: item.id,
    title: `Collect ${parsed.data.name}`,
    project: parsed.data.project,
    priority: parsed.data.priority,
    estimate_hours: 0,
    archived: false,
    creator: sandboxUser(account),
    created_at: item.created_at,
  });
  return c.json(event, 201);
});
