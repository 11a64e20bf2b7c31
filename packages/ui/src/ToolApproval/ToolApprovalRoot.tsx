'use client';
import type { Tool, ToolApproval, Toolkit } from '@patchbay/client';
import { useEffect, useMemo, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { LiveRegion } from '../shared/LiveRegion';
import type { MessagesOverride } from '../theme/messages';
import { toolApprovalMessages } from '../theme/messages/toolApproval';
import { UnstyledScope, useMessages, useParts } from '../theme/PatchbayUIProvider';
import { ToolApprovalProvider, type ToolApprovalContextValue } from './toolApprovalContext';
import { useToolApprovalCard } from './useToolApprovalCard';

export interface ToolApprovalRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The approval to answer: an item of `usePendingApprovals`, or `useToolApproval`'s data. The card reads it again as it changes. */
  approval: ToolApproval;
  /** Its tool (labels, formats and hints come from it). @default fetched with `useTool(approval.tool_slug)` */
  tool?: Tool;
  /** Its toolkit, for the app's name and logo. @default the tool's `toolkit` */
  toolkit?: Toolkit;
  /** Called once the user's answer is stored, with the approval as answered (an approved one with its `result`). */
  onAnswered?: (approval: ToolApproval) => void;
  /** Replace any of the component's strings. @default {} */
  messages?: MessagesOverride['toolApproval'];
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  children?: ReactNode;
}

/** The card with the state of one approval; compose the parts inside. */
export function ToolApprovalRoot({
  approval: given,
  tool,
  toolkit,
  onAnswered,
  messages: messagesProp,
  unstyled,
  className,
  onFocus,
  children,
  ...rest
}: ToolApprovalRootProps) {
  const messages = useMessages('toolApproval', toolApprovalMessages, messagesProp);
  const card = useToolApprovalCard({ approval: given, tool, toolkit, onAnswered });
  const part = useParts('tool-approval', unstyled);
  const context = useMemo<ToolApprovalContextValue>(() => ({ ...card, messages }), [card, messages]);
  const { status } = card.approval;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const lastFocused = useRef<Element | null>(null);

  // The focused control went away with the state (an answer, a step closed): keep focus in the card.
  useEffect(() => {
    const active = document.activeElement;
    if (lastFocused.current?.isConnected === false && (!active || active === document.body)) rootRef.current?.focus();
  }, [status, card.mode]);

  const announcement =
    status === 'approved'
      ? messages.approvedAnnouncement(card.toolName)
      : status === 'denied'
        ? messages.deniedAnnouncement(card.toolName)
        : status === 'expired'
          ? messages.expiredAnnouncement(card.toolName)
          : '';
  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={messages.label(card.toolName, card.appName)}
      aria-busy={card.answering ? true : undefined}
      // Focus lands on the card when the control that had it is gone.
      tabIndex={-1}
      {...part('', className)}
      data-state={card.answering ? 'answering' : status}
      data-kind={card.kind}
      {...rest}
      onFocus={(event) => {
        lastFocused.current = event.target;
        onFocus?.(event);
      }}
    >
      <UnstyledScope unstyled={unstyled}>
        <ToolApprovalProvider value={context}>{children}</ToolApprovalProvider>
      </UnstyledScope>
      <LiveRegion message={announcement} />
    </div>
  );
}
