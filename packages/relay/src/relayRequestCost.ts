/**
 * Lookups one relayed request makes at most. Every binding of RELAY_RULES
 * reads at most one record (a list of ids is checked with one batched
 * query); a session's link and Manage connections read twice: the session's
 * owner, then the project's auth configs of the toolkits named, which the
 * `managedAuthConfigs` policy decides on (one read whatever the count). So a
 * request costs the service at most 3 project-key calls: the forwarded one
 * and these lookups. The relay enforces it: a further lookup is a bug,
 * answered 500 before it reaches the service.
 */
export const MAX_LOOKUPS_PER_REQUEST = 2;
