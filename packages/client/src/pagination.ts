/** The part of a cursor page the iterators need (spec 2.1). */
export interface CursorPaged<T = unknown> {
  items: T[];
  next_cursor?: string | null | undefined;
}

/** The part of a page-numbered page the iterator needs (MCP listings). */
export interface NumberPaged {
  current_page: number;
  total_pages: number;
}

// Q is inferred from `fetchPage` only (NoInfer on `query`): pass the method itself,
// e.g. `paginate(client.toolkits.list, { limit: 250 })`, or a lambda with a typed
// parameter, and the query is checked against the endpoint's query type.

/**
 * Walks cursor pages: calls `fetchPage(query)`, yields the page, and calls
 * again with `cursor: page.next_cursor` until `next_cursor` is null, absent
 * or empty. Stop early with `break`; pass a signal through `fetchPage`.
 *
 * @example
 * for await (const page of paginate(client.toolkits.list, { limit: 250 })) {
 *   render(page.items);
 * }
 */
export async function* paginate<P extends CursorPaged, Q extends object | undefined>(
  fetchPage: (query: Q) => Promise<P>,
  query?: NoInfer<Q>,
): AsyncGenerator<P, void, undefined> {
  let next: Q = { ...query } as Q;
  const seen = new Set<string>();
  for (;;) {
    const page = await fetchPage(next);
    yield page;
    const cursor = page.next_cursor;
    // A cursor seen before would loop forever: treat it as the end.
    if (!cursor || seen.has(cursor)) return;
    seen.add(cursor);
    next = { ...next, cursor };
  }
}

/**
 * Like `paginate`, but yields the items of every page one by one.
 *
 * @example
 * for await (const account of paginateItems(client.connectedAccounts.list, { user_ids: ['u1'] })) { ... }
 */
export async function* paginateItems<T, Q extends object | undefined>(
  fetchPage: (query: Q) => Promise<CursorPaged<T>>,
  query?: NoInfer<Q>,
): AsyncGenerator<T, void, undefined> {
  for await (const page of paginate(fetchPage, query)) yield* page.items;
}

/**
 * Walks page-numbered listings (MCP servers and instances): requests
 * `page_no` 1, 2, ... (starting at `query.page_no` when given) and yields
 * each page until `total_pages` is reached.
 *
 * @example
 * for await (const page of paginateByPageNumber((q) => client.mcp.listInstances(serverId, q), { limit: 50 })) {
 *   console.log(page.instances);
 * }
 */
export async function* paginateByPageNumber<P extends NumberPaged, Q extends object | undefined>(
  fetchPage: (query: Q) => Promise<P>,
  query?: NoInfer<Q>,
): AsyncGenerator<P, void, undefined> {
  let pageNo = (query as { page_no?: number | null } | undefined)?.page_no ?? 1;
  for (;;) {
    const page = await fetchPage({ ...query, page_no: pageNo } as Q);
    yield page;
    if (pageNo >= page.total_pages) return;
    pageNo += 1;
  }
}
