import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppContext, AppEnv } from '../http/context';
import { parseInput, queryObject, readJsonBody, searchParamsOf } from '../http/validate';
import { advanceClock, clockState } from './advanceClock';
import { clearToolkitFaults } from './clearToolkitFaults';
import { expireAccount } from './expireAccount';
import { setToolkitFault } from './setToolkitFault';
import { accountIdParams, advanceClockBody, clearFaultsQuery, expireAccountBody, toolkitFaultBody, toolkitSlugParams } from './testControlsSchemas';
import type { ClearedToolkitFaults, ClockState, ToolkitFaultList, ToolkitFaultState } from './testControlsWire';

/**
 * The test controls, under each API prefix, organization key only (see
 * `isTestControlPath`). Mounted only when the service runs with
 * `testControls`: otherwise their paths are unknown, as any other. They are
 * no rows of the endpoint table, so the relay never forwards them.
 */
export const testControlsRoutes = new Hono<AppEnv>();

/** The JSON body, read within the service's limits and parsed with `schema` (400 naming the field otherwise). */
async function bodyOf<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readJsonBody(c.req.raw, c.var.service.bodyTimeouts), 'body');
}

testControlsRoutes.post('/test_helpers/connected_accounts/:id/expire', async (c) => {
  const { id } = parseInput(accountIdParams, c.req.param(), 'path');
  const input = await bodyOf(c, expireAccountBody);
  return c.json(expireAccount(c.var.service, c.var.orgId, id, input.reason, input.project_id));
});

testControlsRoutes.get('/test_helpers/clock', (c) => c.json<ClockState>(clockState(c.var.service)));

testControlsRoutes.post('/test_helpers/clock/advance', async (c) => {
  const { seconds } = await bodyOf(c, advanceClockBody);
  return c.json<ClockState>(advanceClock(c.var.service, seconds));
});

testControlsRoutes.get('/test_helpers/toolkits/:slug/faults', (c) => {
  const { slug } = parseInput(toolkitSlugParams, c.req.param(), 'path');
  return c.json<ToolkitFaultList>({ items: c.var.service.testState.faults.list(slug.toLowerCase()) });
});

testControlsRoutes.post('/test_helpers/toolkits/:slug/faults', async (c) => {
  const { slug } = parseInput(toolkitSlugParams, c.req.param(), 'path');
  const input = await bodyOf(c, toolkitFaultBody);
  return c.json<ToolkitFaultState>(setToolkitFault(c.var.service, c.var.orgId, slug, input), 201);
});

testControlsRoutes.delete('/test_helpers/toolkits/:slug/faults', (c) => {
  const { slug } = parseInput(toolkitSlugParams, c.req.param(), 'path');
  const projectId = parseInput(clearFaultsQuery, queryObject(searchParamsOf(c.req.url)), 'query').project_id;
  return c.json<ClearedToolkitFaults>(clearToolkitFaults(c.var.service, c.var.orgId, slug, projectId));
});
