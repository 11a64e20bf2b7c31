import { useToolApproval } from '@patchbay/react';
import { ErrorNotice, ToolApproval } from '@patchbay/ui';
import { useEffect } from 'react';
import { useDemoMessages } from '../i18n/DemoLanguageContext';

export interface InlineApprovalProps {
  sessionId: string;
  approvalId: string;
  /** How the agent's wait ended, once it did: the card reads the approval again then. */
  settled: string | undefined;
}

/** How often a pending card checks for an answer given elsewhere (another tab), besides the agent's own wait. */
const PENDING_CHECK_MS = 3000;

/**
 * A call the assistant may make only with the user's yes, in the
 * conversation: the kit's `ToolApproval` (Approve, Deny with a reason, Edit)
 * on the live approval, so an answer from another tab shows here too.
 */
export function InlineApproval({ sessionId, approvalId, settled }: InlineApprovalProps) {
  const { loadingRequest } = useDemoMessages().assistant;
  const approval = useToolApproval(sessionId, approvalId, {
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_CHECK_MS : false),
  });
  const { refetch } = approval;
  useEffect(() => {
    if (settled) void refetch();
  }, [settled, refetch]);

  if (approval.error) return <ErrorNotice error={approval.error} />;
  if (!approval.data) return <p className="demo-muted">{loadingRequest}</p>;
  return <ToolApproval approval={approval.data} className="demo-approval" data-approval-id={approvalId} />;
}
