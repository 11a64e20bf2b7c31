import type { EndpointBody, EndpointName, EndpointQuery } from '@patchbay/client';
import type { z } from 'zod';

/** The schemas a route reads its request's body and query with: neither for a row that types neither. */
export interface RequestSchemas {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
}

/**
 * The schemas endpoint `N` is registered with: `body` exactly when the table
 * types a body for `N`, `query` exactly when it types a query.
 */
export type RequestSchemasOf<N extends EndpointName> = ([EndpointBody<N>] extends [undefined] ? { body?: never } : { body: z.ZodType }) &
  ([EndpointQuery<N>] extends [undefined] ? { query?: never } : { query: z.ZodType });

/** The rows of the endpoint table that type a body or a query: the ones registered with request schemas. */
export type NameWithInput = {
  [N in EndpointName]: [EndpointBody<N>] extends [undefined] ? ([EndpointQuery<N>] extends [undefined] ? never : N) : N;
}[EndpointName];

/** The rows that type neither a body nor a query. */
export type NameWithoutInput = Exclude<EndpointName, NameWithInput>;

/**
 * `S` when it accepts every `T` (all a client typed against the endpoint
 * table can send), else a type no schema has, so the call does not compile.
 */
type Accepting<S extends z.ZodType, T> = [T] extends [z.input<S>] ? S : { schemaMustAccept: T };

/**
 * `S` when its body schema accepts every body the table types for `N`, and
 * its query schema every query: a schema that drifts from the client does
 * not compile, nor does a key other than `body` and `query`.
 */
export type AcceptedSchemas<N extends EndpointName, S> = {
  [K in keyof S]: K extends 'body'
    ? Accepting<Extract<S[K], z.ZodType>, NonNullable<EndpointBody<N>>>
    : K extends 'query'
      ? Accepting<Extract<S[K], z.ZodType>, NonNullable<EndpointQuery<N>>>
      : never;
};

/** What a handler is given: each part of the request as its schema parsed it. */
export type ParsedRequest<S> = { [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never };
