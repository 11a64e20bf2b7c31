import type { AuthConfig, DeleteConnectedAccountResponse, DeleteProjectResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { authConfigIdParams, authConfigStatusParams } from '../src/authConfigs/authConfigsSchemas';
import { ApiError, notFound } from '../src/http/ApiError';
import { params, type AppContext, type AppEnv } from '../src/http/context';
import { route, type EndpointContext } from '../src/http/endpointRoute';

// Type tests: tsc checks them in Vitest's `types` project (and `pnpm typecheck`); nothing here runs.
describe('route()', () => {
  const app = new Hono<AppEnv>();

  it("takes a handler that answers the row's response type", () => {
    route(app, 'projects.delete', (c) => c.json<DeleteProjectResponse>({ status: 'deleted' }));
    route(app, 'connectedAccounts.delete', async (c) => {
      await Promise.resolve();
      return c.json({ success: true });
    });
    // A status is the handler's to choose.
    route(app, 'projects.delete', (c) => c.json<DeleteProjectResponse>({ status: 'deleted' }, 201));
  });

  it('refuses a handler that answers another shape', () => {
    // @ts-expect-error `success` is missing: this is another row's answer
    route(app, 'connectedAccounts.delete', (c) => c.json<DeleteProjectResponse>({ status: 'deleted' }));
    // @ts-expect-error `success` is a boolean
    route(app, 'connectedAccounts.delete', (c) => c.json({ success: 'yes' }));
    // @ts-expect-error an auth config is not a page of them
    route(app, 'authConfigs.list', (c) => c.json({} as AuthConfig));
    // @ts-expect-error one branch answers a wrong shape
    route(app, 'connectedAccounts.delete', (c) => (c.req.query('x') ? c.json({ success: true }) : c.json({ ok: true })));
  });

  it('refuses a non-JSON answer', () => {
    // @ts-expect-error a table endpoint answers JSON
    route(app, 'connectedAccounts.delete', (c) => c.body(null, 204));
    // @ts-expect-error a table endpoint answers JSON
    route(app, 'connectedAccounts.delete', (c) => c.text('deleted'));
    // @ts-expect-error a table endpoint answers JSON
    route(app, 'connectedAccounts.delete', (c) => c.redirect('/'));
    // @ts-expect-error a plain Response carries no answer type
    route(app, 'connectedAccounts.delete', () => new Response('{"success":true}'));
  });

  it('lets a handler fail through the error envelope', () => {
    route(app, 'connectedAccounts.delete', () => {
      throw notFound('Connected account', 'ca_1');
    });
    route(app, 'connectedAccounts.delete', (c) => {
      if (!c.req.query('confirm')) throw new ApiError('BAD_REQUEST', 'Say confirm.');
      return c.json<DeleteConnectedAccountResponse>({ success: true });
    });
  });

  it("types the path parameters from the row's", () => {
    route(app, 'authConfigs.get', (c) => {
      expectTypeOf(c.req.param('nanoid')).toEqualTypeOf<string>();
      expectTypeOf(c.req.param()).toEqualTypeOf<{ nanoid: string }>();
      throw notFound('Auth config', c.req.param('nanoid'));
    });
    route(app, 'toolRouter.listFiles', (c) => {
      expectTypeOf(c.req.param()).toEqualTypeOf<{ session_id: string; mount_id: string }>();
      // A name the row does not have is not a path parameter: possibly absent.
      expectTypeOf(c.req.param('nanoid')).toEqualTypeOf<string | undefined>();
      throw notFound('Session', c.req.param('session_id'));
    });
    route(app, 'projects.list', (c) => {
      // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a row without path parameters
      expectTypeOf(c.req.param()).toEqualTypeOf<{}>();
      throw new ApiError('BAD_REQUEST', 'Not listed here.');
    });
  });

  it("reads only the row's path parameters with params()", () => {
    route(app, 'authConfigs.updateStatus', (c) => {
      const { nanoid, status } = params(c, authConfigStatusParams);
      expectTypeOf(status).toEqualTypeOf<'ENABLED' | 'DISABLED'>();
      // A schema may read some of the row's parameters.
      params(c, authConfigIdParams);
      throw notFound('Auth config', nanoid);
    });
    route(app, 'authConfigs.get', (c) => {
      // @ts-expect-error `status` is a path parameter of authConfigs.updateStatus, not of this row
      params(c, authConfigStatusParams);
      // @ts-expect-error `id` is not a path parameter of this row
      params(c, z.object({ id: z.string() }));
      // @ts-expect-error an optional parameter the row does not have is still not one of its
      params(c, z.object({ nanoid: z.string(), id: z.string().optional() }));
      throw notFound('Auth config', c.req.param('nanoid'));
    });
    route(app, 'projects.list', (c) => {
      // @ts-expect-error a row without path parameters has none to read
      params(c, z.object({ nano_id: z.string() }));
      throw new ApiError('BAD_REQUEST', 'Not listed here.');
    });
  });

  it('reads path parameters in a helper only when the helper names the rows it serves', () => {
    const idOf = (c: EndpointContext<'authConfigs.get' | 'authConfigs.updateStatus'>) => params(c, authConfigIdParams).nanoid;
    expectTypeOf(idOf).returns.toEqualTypeOf<string>();
    const statusOf = (c: EndpointContext<'authConfigs.get' | 'authConfigs.updateStatus'>) =>
      // @ts-expect-error `status` is not a parameter of every row the helper serves
      params(c, authConfigStatusParams);
    const untyped = (c: AppContext) =>
      // @ts-expect-error an untyped context names no route, so its parameters are unknown
      params(c, authConfigIdParams);
    route(app, 'authConfigs.get', (c) => {
      throw notFound('Auth config', idOf(c));
    });
    void [statusOf, untyped];
  });
});
