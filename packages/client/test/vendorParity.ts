import type { EndpointBody, EndpointName, EndpointQuery, EndpointResponse } from '../src';

/*
 * Type-level comparisons of this client's endpoint types with the vendor's
 * client types (`@composio/client`), read by vendorParity.test-d.ts. Each
 * resolves to the dotted paths of the fields that differ, so a test can
 * require the list to be exactly the known one.
 */

type Depth = [never, 0, 1, 2];
type Defined<T> = Exclude<T, undefined>;
// Interfaces have no index signature, so `object` (not a record type) tells objects apart.
type IsObject<T> = [T] extends [readonly unknown[]] ? false : [T] extends [object] ? true : false;
type Element<T> = T extends readonly (infer E)[] ? E : never;

/**
 * The paths of a response where ours does not fit the vendor's type: a field
 * it requires that we leave out, or one whose value is of another type. Goes
 * `D` levels into objects and list items to name the field itself.
 */
export type Unmet<Vendor, Ours, D extends number = 2> = [D] extends [never]
  ? never
  : {
      [K in keyof Vendor & string]-?: K extends keyof Ours
        ? [Ours[K]] extends [Vendor[K]]
          ? never
          : IsObject<Defined<Vendor[K]>> extends true
            ? IsObject<Defined<Ours[K]>> extends true
              ? `${K}.${Unmet<Defined<Vendor[K]>, Defined<Ours[K]>, Depth[D]>}`
              : K
            : Defined<Vendor[K]> extends readonly unknown[]
              ? Defined<Ours[K]> extends readonly unknown[]
                ? IsObject<Element<Defined<Vendor[K]>>> extends true
                  ? `${K}[].${Unmet<Element<Defined<Vendor[K]>>, Element<Defined<Ours[K]>>, Depth[D]>}`
                  : K
                : K
              : K
        : undefined extends Vendor[K]
          ? never
          : K;
    }[keyof Vendor & string];

/**
 * The fields both requests name where a value the vendor's client sends is
 * not one ours takes (the service would refuse it). Unions (the vendor's
 * request variants) are compared variant by variant.
 */
export type Unaccepted<Vendor, Ours> = Vendor extends unknown
  ? {
      [K in keyof Vendor & keyof Ours & string]-?: [Defined<Vendor[K]>] extends [Defined<Ours[K]>] ? never : K;
    }[keyof Vendor & keyof Ours & string]
  : never;

/** Fields of the vendor's request that ours does not name: the service ignores them (or the table says why not). */
export type NotTaken<Vendor, Ours> = Vendor extends unknown ? Exclude<keyof Vendor & string, keyof Ours> : never;

/** This client's request of endpoint `N`: its body, else its query. */
export type OurRequest<N extends EndpointName> = [NonNullable<EndpointBody<N>>] extends [never]
  ? NonNullable<EndpointQuery<N>>
  : NonNullable<EndpointBody<N>>;

/** What differs between endpoint `N` and the vendor's request `Params` and response `Response`. */
export interface Parity<N extends EndpointName, Params, Response> {
  unaccepted: Unaccepted<Params, OurRequest<N>>;
  notTaken: NotTaken<Params, OurRequest<N>>;
  unmet: Unmet<Response, EndpointResponse<N>>;
}

/** For an endpoint the vendor's client sends nothing to (a read by id). */
export type NoParams = Record<never, never>;

/**
 * One call of the vendor's client, method `M`: its request is argument `Arg`
 * (left out: a read by id, compared as sending nothing) and its response what
 * the call resolves to.
 */
export interface VendorCall<M extends (...args: never[]) => unknown, Arg extends number | undefined = undefined> {
  params: Arg extends number ? NonNullable<Parameters<M>[Arg]> : NoParams;
  response: Awaited<ReturnType<M>>;
}

/** What differs, endpoint by endpoint, between ours and the vendor's `calls`. */
export type ParityTable<Calls extends { [N in keyof Calls]: { params: unknown; response: unknown } }> = {
  [N in keyof Calls & EndpointName]: Parity<N, Calls[N]['params'], Calls[N]['response']>;
};
