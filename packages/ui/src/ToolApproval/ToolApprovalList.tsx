'use client';
import type { ToolApproval as Approval } from '@patchbay/client';
import { usePendingApprovals, type UsePendingApprovalsOptions } from '@patchbay/react';
import { useState, type HTMLAttributes } from 'react';
import { ErrorNotice } from '../shared/ErrorNotice';
import { Spinner } from '../shared/Spinner';
import type { MessagesOverride } from '../theme/messages';
import { commonMessages } from '../theme/messages/common';
import { toolApprovalMessages } from '../theme/messages/toolApproval';
import { UnstyledScope, useMessages, useParts } from '../theme/PatchbayUIProvider';
import { ToolApproval } from './ToolApproval';

export interface ToolApprovalListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The tool router session whose pending approvals to show. */
  sessionId: string;
  /** Passed to `usePendingApprovals` (`refetchInterval`, ...). @default {} */
  options?: UsePendingApprovalsOptions;
  /** Called once each approval is answered here. */
  onAnswered?: (approval: Approval) => void;
  /** Replace any of the component's strings. @default {} */
  messages?: MessagesOverride['toolApproval'];
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
}

const newestFirst = (a: Approval, b: Approval) => b.created_at.localeCompare(a.created_at);

/**
 * A session's pending approvals (`usePendingApprovals`), newest first, each a
 * `ToolApproval`. One answered here stays, showing how it ended, for as long
 * as the list is on the page; new ones come in as the list checks.
 */
export function ToolApprovalList({ sessionId, options, onAnswered, messages: messagesProp, unstyled, className, ...rest }: ToolApprovalListProps) {
  const messages = useMessages('toolApproval', toolApprovalMessages, messagesProp);
  const common = useMessages('common', commonMessages);
  const part = useParts('tool-approval-list', unstyled);
  const pending = usePendingApprovals(sessionId, options);
  const { approvals } = pending;
  // Every approval shown so far: an answer takes it out of the pending list at once, not off the page.
  const [shown, setShown] = useState<Approval[]>([]);
  const added = approvals.filter((approval) => !shown.some((old) => old.id === approval.id));
  // Kept while rendering (React's pattern for state that follows a prop): no extra pass through an effect.
  if (added.length > 0) setShown([...shown, ...added]);
  const items = [...approvals, ...shown.filter((old) => !approvals.some((approval) => approval.id === old.id))].sort(newestFirst);

  return (
    <div {...part('', className)} role="region" aria-label={messages.listLabel} aria-busy={pending.isLoading || undefined} {...rest}>
      <UnstyledScope unstyled={unstyled}>
        {pending.error ? <ErrorNotice error={pending.error} /> : null}
        {pending.isLoading ? (
          <p {...part('loading')}>
            <Spinner />
            {common.loading}
          </p>
        ) : items.length === 0 && !pending.error ? (
          <p {...part('empty')}>{messages.listEmpty}</p>
        ) : (
          <ul {...part('items')}>
            {items.map((approval) => (
              <li key={approval.id} {...part('item')}>
                <ToolApproval approval={approval} onAnswered={onAnswered} messages={messagesProp} />
              </li>
            ))}
          </ul>
        )}
      </UnstyledScope>
    </div>
  );
}
