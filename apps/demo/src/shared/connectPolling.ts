/**
 * How often a connect flow polls the account while the hosted page is open.
 * The popup's callback message (and the redirect's return) report the end at
 * once, so polling is only a slow safety net: a poll that reads a cancelled
 * account before the callback message arrives reports it as failed.
 */
export const CONNECT_POLL_MS = 10_000;
