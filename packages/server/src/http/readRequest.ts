import type { AppContext } from './context';
import type { RequestSchemas } from './RequestSchemas';
import { parseInput, queryObject, readJsonBody, searchParamsOf } from './validate';

/**
 * Parses the request's query, then its JSON body, with the schemas its
 * route was registered with; a part without a schema is not read. Each
 * failure is a 400 naming the part (see parseInput); the body is read within
 * the size limit and the service's body timeouts (see readJsonBody).
 */
export async function readRequest(c: AppContext, schemas: RequestSchemas): Promise<{ body?: unknown; query?: unknown }> {
  const request: { body?: unknown; query?: unknown } = {};
  if (schemas.query) request.query = parseInput(schemas.query, queryObject(searchParamsOf(c.req.url)), 'query');
  if (schemas.body) request.body = parseInput(schemas.body, await readJsonBody(c.req.raw, c.get('service').bodyTimeouts), 'body');
  return request;
}
