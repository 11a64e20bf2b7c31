/**
 * Ownership lookups one relayed request makes at most. Every binding of
 * RELAY_RULES reads at most one record (a list of ids is checked with one
 * batched query) and no operation has two bindings that read, so a request
 * costs the service at most 2 project-key calls: the forwarded one and this
 * lookup. The relay enforces it: a further lookup is a bug, answered 500
 * before it reaches the service.
 */
export const MAX_LOOKUPS_PER_REQUEST = 1;
