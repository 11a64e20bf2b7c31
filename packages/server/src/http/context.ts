import type { Context } from 'hono';
import type { z } from 'zod';
import type { Service } from '../Service';
import type { ProjectRecord } from '../records';
import { parseInput, queryObject, readJsonBody } from './validate';

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
  };
}

export type AppContext = Context<AppEnv>;

export async function body<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readJsonBody(c.req.raw), 'body');
}

export function query<S extends z.ZodType>(c: AppContext, schema: S): z.output<S> {
  return parseInput(schema, queryObject(new URL(c.req.url)), 'query');
}

export function params<S extends z.ZodType>(c: AppContext, schema: S): z.output<S> {
  return parseInput(schema, c.req.param(), 'path');
}
