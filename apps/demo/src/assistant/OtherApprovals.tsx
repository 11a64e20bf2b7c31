import type { ToolApproval as Approval } from '@patchbay/client';
import { usePendingApprovals } from '@patchbay/react';
import { ToolApproval } from '@patchbay/ui';
import { useState } from 'react';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import { useAssistantSessionId } from './useAssistantSessionId';

export interface OtherApprovalsProps {
  userId: string;
  /** Approvals this tab's conversation shows already (inline, where the assistant asked). */
  shownInConversation: ReadonlySet<string>;
}

/**
 * The assistant's requests waiting for the user that this tab's conversation
 * does not show: asked in another tab or window, or before a reload. Live
 * (`usePendingApprovals` checks every 3 s and on focus); a request answered
 * here stays, showing how it ended.
 */
export function OtherApprovals({ userId, shownInConversation }: OtherApprovalsProps) {
  const words = useDemoMessages().assistant;
  const sessionId = useAssistantSessionId(userId);
  const { approvals } = usePendingApprovals(sessionId);
  const [shown, setShown] = useState<Approval[]>([]);
  const added = approvals.filter((approval) => !shown.some((old) => old.id === approval.id));
  // Kept while rendering (state that follows a prop): an answer takes it out of the pending list, not off the page.
  if (added.length > 0) setShown([...shown, ...added]);
  const items = shown.filter((approval) => !shownInConversation.has(approval.id));
  if (items.length === 0) return null;

  return (
    <section className="demo-approvals" aria-labelledby="other-approvals-title">
      <h3 id="other-approvals-title">{words.waitingTitle}</h3>
      <p className="demo-muted">{words.waitingIntro}</p>
      <ul className="demo-approvals__list">
        {items.map((approval) => (
          <li key={approval.id}>
            <ToolApproval approval={approval} className="demo-approval" data-approval-id={approval.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
