import type { AuthConfig, DeleteConnectedAccountResponse, DeleteProjectResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { authConfigIdParams, authConfigStatusParams, listAuthConfigsQuery } from '../src/authConfigs/authConfigsSchemas';
import { refreshAccountBody, refreshAccountQuery } from '../src/connectedAccounts/connectedAccountsSchemas';
import { ApiError, notFound } from '../src/http/ApiError';
import { params, type AppContext, type AppEnv } from '../src/http/context';
import { route, type EndpointContext } from '../src/http/endpointRoute';
import { listSessionFilesQuery } from '../src/sessionFiles/sessionFilesSchemas';
import { createProjectBody, listProjectsQuery } from '../src/projects/projectsSchemas';

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
    route(app, 'authConfigs.list', { query: listAuthConfigsQuery }, (c) => c.json({} as AuthConfig));
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

  it("parses the row's body and query with the schemas it is registered with, and hands the handler what they parsed", () => {
    route(app, 'projects.create', { body: createProjectBody }, (c, { body }) => {
      expectTypeOf(body).toEqualTypeOf<z.output<typeof createProjectBody>>();
      // The schema's defaults are applied: the parsed body has the field the client may leave out.
      expectTypeOf(body.should_create_api_key).toEqualTypeOf<boolean>();
      throw new ApiError('BAD_REQUEST', 'Not created here.');
    });
    route(app, 'connectedAccounts.refresh', { query: refreshAccountQuery, body: refreshAccountBody }, (c, request) => {
      expectTypeOf(request).toEqualTypeOf<{ query: z.output<typeof refreshAccountQuery>; body: z.output<typeof refreshAccountBody> }>();
      throw notFound('Connected account', c.req.param('nanoid'));
    });
    // A row that types neither is registered without schemas.
    route(app, 'authConfigs.get', (c) => {
      throw notFound('Auth config', c.req.param('nanoid'));
    });
  });

  it('requires the schemas of exactly the parts the row types', () => {
    // @ts-expect-error the row types a body: registering it without its schema does not compile
    route(app, 'projects.create', () => {
      throw new ApiError('BAD_REQUEST', 'Not created here.');
    });
    // @ts-expect-error the row types a body and a query: both schemas are required
    route(app, 'connectedAccounts.refresh', { query: refreshAccountQuery }, () => {
      throw new ApiError('BAD_REQUEST', 'Not refreshed here.');
    });
    // @ts-expect-error the row types no body, so it has no body schema
    route(app, 'projects.list', { query: listProjectsQuery, body: createProjectBody }, () => {
      throw new ApiError('BAD_REQUEST', 'Not listed here.');
    });
    // @ts-expect-error the row types neither: it is registered without schemas
    route(app, 'authConfigs.get', { query: listProjectsQuery }, () => {
      throw new ApiError('BAD_REQUEST', 'Not read here.');
    });
    // @ts-expect-error a request has no other parts to parse
    route(app, 'projects.create', { body: createProjectBody, params: authConfigIdParams }, () => {
      throw new ApiError('BAD_REQUEST', 'Not created here.');
    });
  });

  it("refuses a schema that does not accept all the row's type allows", () => {
    // @ts-expect-error another row's schema: it requires a `name`, which an auth config update need not send
    route(app, 'authConfigs.update', { body: createProjectBody }, () => {
      throw new ApiError('BAD_REQUEST', 'Not updated here.');
    });
    // @ts-expect-error `name` is a string in the table, not a number
    route(app, 'projects.create', { body: z.object({ name: z.number() }) }, () => {
      throw new ApiError('BAD_REQUEST', 'Not created here.');
    });
    // @ts-expect-error the schema requires a field the table's query does not have
    route(app, 'projects.list', { query: listProjectsQuery.extend({ org_id: z.string() }) }, () => {
      throw new ApiError('BAD_REQUEST', 'Not listed here.');
    });
    // @ts-expect-error the schema reads the query as the body
    route(app, 'projects.list', { query: createProjectBody }, () => {
      throw new ApiError('BAD_REQUEST', 'Not listed here.');
    });
  });

  it("types the path parameters from the row's", () => {
    route(app, 'authConfigs.get', (c) => {
      expectTypeOf(c.req.param('nanoid')).toEqualTypeOf<string>();
      expectTypeOf(c.req.param()).toEqualTypeOf<{ nanoid: string }>();
      throw notFound('Auth config', c.req.param('nanoid'));
    });
    route(app, 'toolRouter.listFiles', { query: listSessionFilesQuery }, (c) => {
      expectTypeOf(c.req.param()).toEqualTypeOf<{ session_id: string; mount_id: string }>();
      // A name the row does not have is not a path parameter: possibly absent.
      expectTypeOf(c.req.param('nanoid')).toEqualTypeOf<string | undefined>();
      throw notFound('Session', c.req.param('session_id'));
    });
    route(app, 'projects.list', { query: listProjectsQuery }, (c) => {
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
    route(app, 'projects.list', { query: listProjectsQuery }, (c) => {
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
