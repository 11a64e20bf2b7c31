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
