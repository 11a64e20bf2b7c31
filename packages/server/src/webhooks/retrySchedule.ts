/** An attempt that has not answered after this long counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Wait before retry n (after the n-th failed attempt). After the last one
 * the delivery is given up as failed: six attempts over about 43 minutes.
 */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000];
