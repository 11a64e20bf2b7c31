import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { ACME_METRICS_SLUG, acmeMetrics } from './acmeMetrics';
import { acmeStatus } from './acmeStatus';
import { ACME_TASKS_SLUG, acmeTasks } from './acmeTasks';

/**
 * The APIs of the built-in toolkits, played by the service itself under
 * /sandbox/<slug> (their base URL). Public: each checks its own credentials.
 */
export const sandboxRoutes = new Hono<AppEnv>();

sandboxRoutes.route(`/sandbox/${ACME_TASKS_SLUG}`, acmeTasks);
sandboxRoutes.route(`/sandbox/${ACME_METRICS_SLUG}`, acmeMetrics);
sandboxRoutes.route('/sandbox/patchbay_noauth_demo', acmeStatus);
