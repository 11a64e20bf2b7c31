import type { SessionConnection } from '@patchbay/client';
import { SERVICE_ERRORS } from '@patchbay/client';
import { pendingLinksOf } from '../connectedAccounts/accountLinks';
import { sweepExpiredLinks } from '../connectedAccounts/linkSessions';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { connectionsResult, isToolkit, sessionToolkitArg, type ConnectionsResult } from './manageConnections';
import { isPending, sessionAccounts, sessionConnection } from './sessionConnection';
import type { ToolContext } from '../tools/ToolContext';

/** How often a wait reads the accounts again. */
export const WAIT_POLL_MS = 250;

/** Resolves after `ms`, or at once when `signal` aborts; the timer never keeps the process alive. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref?.();
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * PATCHBAY_WAIT_FOR_CONNECTIONS: answers once every listed toolkit is
 * connected for the session's user, or when `timeoutSeconds` have passed
 * (`error_code: 'timed_out'`), or at once when a toolkit has no connection
 * in progress to wait for. The accounts are read every 250 ms between
 * pauses on real timers (the service clock may be a test's, standing still);
 * the wait also times out once service time passes its end, so a clock moved
 * forward ends it at the next read. It ends early when the caller goes away
 * (`ctx.signal`).
 */
export async function waitForConnections(
  ctx: ToolContext,
  session: ToolRouterSessionRecord,
  slugs: readonly string[],
  timeoutSeconds: number,
): Promise<ConnectionsResult> {
  const deadline = performance.now() + timeoutSeconds * 1000;
  const serviceDeadline = ctx.service.clock().getTime() + timeoutSeconds * 1000;
  const asked = [...new Set(slugs)].map((slug) => sessionToolkitArg(ctx, session, slug));
  for (;;) {
    sweepExpiredLinks(ctx.service, session.project_id);
    const connections = asked.map((toolkit): SessionConnection => (isToolkit(toolkit) ? sessionConnection(ctx, session, toolkit) : toolkit));
    const waiting = asked.filter((toolkit, index) => !connections[index]?.connected).filter(isToolkit);
    if (waiting.length === 0) return connectionsResult(connections, 'waited for');
    // A reconnect of an API-key account keeps its status (EXPIRED) until the user enters the key: its open link is what is in progress.
    const inProgress = (account: ConnectedAccountRecord) => isPending(account) || pendingLinksOf(ctx.service, account).length > 0;
    const stuck = waiting.filter((toolkit) => !sessionAccounts(ctx, session, toolkit.slug).some(inProgress));
    if (stuck.length > 0) {
      const names = stuck.map((toolkit) => toolkit.slug).join(', ');
      return {
        data: connectionsResult(connections, 'waited for').data,
        error: `No connection is in progress for ${names}: start one with PATCHBAY_MANAGE_CONNECTIONS and send the user to its redirect_url, then wait again.`,
        error_code: SERVICE_ERRORS.MISSING_CONNECTION.slug,
      };
    }
    const left = Math.min(deadline - performance.now(), serviceDeadline - ctx.service.clock().getTime());
    if (left <= 0 || ctx.signal?.aborted) {
      return {
        data: connectionsResult(connections, 'waited for').data,
        error: `Timed out after ${timeoutSeconds} s still waiting for ${waiting.map((toolkit) => toolkit.slug).join(', ')}; call again to keep waiting.`,
        error_code: 'timed_out',
      };
    }
    await pause(Math.min(WAIT_POLL_MS, left), ctx.signal);
  }
}
