'use client';
import { ToolApprovalActions } from './ToolApprovalActions';
import { ToolApprovalArguments } from './ToolApprovalArguments';
import { ToolApprovalHeader } from './ToolApprovalHeader';
import { ToolApprovalRoot, type ToolApprovalRootProps } from './ToolApprovalRoot';
import { ToolApprovalStatus } from './ToolApprovalStatus';

export type ToolApprovalProps = Omit<ToolApprovalRootProps, 'children'>;

/**
 * An agent's call waiting for the user's yes, in words: the app, what the
 * tool does and the kind of action (reads, creates, updates, deletes), the
 * values it would use read through the tool's schema, and Approve, Deny
 * (with an optional reason) and Edit (the tool's form, prefilled; submitting
 * approves with the edited values). Then Approved with what it answered,
 * Denied with the reason, or expired. Compose `ToolApproval.Root` and its
 * parts for another layout.
 */
function ToolApprovalAssembled(props: ToolApprovalProps) {
  return (
    <ToolApprovalRoot {...props}>
      <ToolApprovalHeader />
      <ToolApprovalStatus />
      <ToolApprovalArguments />
      <ToolApprovalActions />
    </ToolApprovalRoot>
  );
}

export const ToolApproval = Object.assign(ToolApprovalAssembled, {
  Root: ToolApprovalRoot,
  Header: ToolApprovalHeader,
  Status: ToolApprovalStatus,
  Arguments: ToolApprovalArguments,
  Actions: ToolApprovalActions,
});
