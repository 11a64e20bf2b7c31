'use client';
import { useRef, type HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { commonMessages } from '../theme/messages/common';
import { useMessages, useParts } from '../theme/PatchbayUIProvider';
import { ToolApprovalDenyForm } from './ToolApprovalDenyForm';
import { useToolApprovalContext } from './toolApprovalContext';
import { useEditFormChunk } from './useEditFormChunk';

export type ToolApprovalActionsProps = HTMLAttributes<HTMLDivElement>;

/**
 * While the approval waits: Deny (a reason, then confirm), Edit (the tool's
 * form, prefilled; its code loads on the first hover, focus or press) and
 * Approve, and why an answer failed. Nothing once it was answered or
 * expired, nor while the tool loads.
 */
export function ToolApprovalActions({ className, ...rest }: ToolApprovalActionsProps) {
  const { approval, tool, toolError, mode, setMode, approve, answering, answerError, messages } = useToolApprovalContext('Actions');
  const common = useMessages('common', commonMessages);
  const part = useParts('tool-approval');
  const editChunk = useEditFormChunk();
  const denyButton = useRef<HTMLButtonElement | null>(null);
  const editButton = useRef<HTMLButtonElement | null>(null);
  // Nothing to answer, or not yet: a call is approved once its values can be read.
  if (approval.status !== 'pending' || (!tool && !toolError)) return null;
  // Back where the user came from: the button that opened the step.
  const backToDeny = () => {
    setMode('idle');
    setTimeout(() => denyButton.current?.focus());
  };
  const backToEdit = () => {
    setMode('idle');
    setTimeout(() => editButton.current?.focus());
  };
  const busy = answering !== null;
  // Set once the chunk is here: the mode only turns to editing after that.
  const { EditForm } = editChunk;
  return (
    <div {...part('answer', className)} {...rest}>
      {answerError && mode !== 'editing' ? <ErrorNotice error={answerError} /> : null}
      {editChunk.error && mode === 'idle' ? (
        <div {...part('edit-failed')}>
          <ErrorNotice error={editChunk.error} fallback={messages.editFailed} />
          <Button
            data-slot="tool-approval-edit-retry"
            onClick={() => {
              // Edit shows the busy state; the form takes the focus once it is here.
              editButton.current?.focus();
              editChunk.open(() => setMode('editing'));
            }}
          >
            {common.retry}
          </Button>
        </div>
      ) : null}
      {mode === 'denying' ? (
        <ToolApprovalDenyForm onCancel={backToDeny} />
      ) : mode === 'editing' && EditForm ? (
        <EditForm onCancel={backToEdit} />
      ) : (
        <div {...part('actions')}>
          <Button
            ref={denyButton}
            variant="ghost"
            data-slot="tool-approval-deny"
            aria-disabled={busy || undefined}
            onClick={() => {
              editChunk.cancel();
              setMode('denying');
            }}
          >
            {messages.deny}
          </Button>
          {tool ? (
            <Button
              ref={editButton}
              data-slot="tool-approval-edit"
              busy={editChunk.loading}
              aria-disabled={busy || undefined}
              onPointerEnter={editChunk.prefetch}
              onFocus={editChunk.prefetch}
              onClick={() => editChunk.open(() => setMode('editing'))}
            >
              {messages.edit}
            </Button>
          ) : null}
          <Button
            variant="primary"
            data-slot="tool-approval-approve"
            busy={answering === 'approve'}
            aria-disabled={answering === 'deny' || undefined}
            // A failure shows above (answerError).
            onClick={() => {
              editChunk.cancel();
              approve().catch(() => {});
            }}
          >
            {messages.approve}
          </Button>
        </div>
      )}
    </div>
  );
}
