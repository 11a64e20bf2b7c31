import type { ConnectSnapshot } from '@patchbay/react';
import type { Messages } from '../theme/messages';

/**
 * What the status line says about a flow: a sentence ('' when idle) and, for a failure, the service's reason.
 * `askedMode` tells a redirect the app asked for from a popup the browser blocked.
 */
export function describeFlow(
  flow: ConnectSnapshot,
  appName: string,
  messages: Messages['connect'],
  askedMode: 'popup' | 'redirect' = 'popup',
): { text: string; reason: string | null } {
  const { status } = flow;
  // No window opened: the user continues in this tab.
  if (flow.mode === 'redirect' && (status === 'opening' || status === 'waiting')) {
    return { text: askedMode === 'redirect' ? messages.redirecting(appName) : messages.popupBlocked, reason: null };
  }
  const text = status === 'active' ? messages.status.active(appName) : messages.status[status];
  // e.g. "The user denied access."; an error, when there is one, says more (see ErrorNotice).
  const reason = status === 'failed' && !flow.error ? (flow.account?.status_reason ?? null) : null;
  return { text, reason };
}
