import { LINK_LIFETIME_MS } from '../../connectedAccounts/linkSessions';
import type { ClosedLink, ClosedReason } from '../linkFlow';
import { renderMessagePage } from './messagePage';
import type { PageLook } from './pageLook';

/** The page of a link that cannot be used, saying why and how to get a new one. */
export function renderClosedLinkPage({ status, reason }: ClosedLink, look: PageLook): string {
  const { m } = look.text;
  const lines: Record<ClosedReason, [title: string, message: string]> = {
    not_found: [m.linkNotFoundTitle, m.linkNotFound],
    removed: [m.linkRemovedTitle, m.linkRemoved],
    expired: [m.linkExpiredTitle, m.linkExpired(LINK_LIFETIME_MS / 60_000)],
    replaced: [m.linkReplacedTitle, m.linkReplaced],
    used: [m.linkUsedTitle, m.linkUsed],
  };
  const [title, message] = lines[reason];
  return renderMessagePage({ title, message, hint: m.startAgain, tone: status === 404 ? 'info' : 'bad', look });
}
