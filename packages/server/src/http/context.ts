import type { EndpointName } from '@patchbay/client';
import type { Context } from 'hono';
import type { ParamKeys } from 'hono/types';
import type { z } from 'zod';
import type { Service } from '../Service';
import type { ProjectRecord } from '../projects/records';
import { parseInput } from './validate';

/** Per-request values set by the app's middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set on project-key endpoints: the project the key belongs to. */
    project: ProjectRecord;
    /** Set on organization-key endpoints. */
    orgId: string;
    /** The origin this request reached the service at, for URLs the service hands out. */
    origin: string;
    service: Service;
    /** The endpoint of the table this request was routed to, set before its body and query are read. */
    endpoint: EndpointName;
  };
}

export type AppContext = Context<AppEnv>;

/**
 * `S` when it names only path parameters the route has (`Names`), else a
 * type no schema has, so the call does not compile.
 */
type NamingOnly<S extends z.ZodType, P extends string> = string extends P
  ? { untypedContext: 'give the helper the rows it serves: EndpointContext<name | name>' }
  : [Exclude<keyof z.input<S>, ParamKeys<P>>] extends [never]
    ? S
    : { notPathParameters: Exclude<keyof z.input<S>, ParamKeys<P>> };

/**
 * Reads the path parameters with `schema`, which may name only the
 * parameters of the handler's route: `route()` gives a handler its row's
 * (`EndpointContext`), so a schema for a parameter the row does not have
 * does not compile. A helper shared by several routes takes
 * `EndpointContext<'a' | 'b'>`; an untyped `AppContext` does not compile.
 */
export function params<P extends string, S extends z.ZodType>(c: Context<AppEnv, P>, schema: S & NamingOnly<S, P>): z.output<S> {
  return parseInput(schema, c.req.param(), 'path');
}
