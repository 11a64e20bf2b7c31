'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../shared/Button';
import { commonMessages } from '../theme/messages/common';
import { useMessages, useParts } from '../theme/PatchbayUIProvider';
import { useToolApprovalContext } from './toolApprovalContext';

/** The service keeps a reason of at most this many characters. */
const MAX_REASON = 1000;

/** Deny's second step: an optional reason for the agent, then Deny request or Cancel. */
export function ToolApprovalDenyForm({ onCancel }: { onCancel: () => void }) {
  const { deny, answering, messages } = useToolApprovalContext('Actions');
  const common = useMessages('common', commonMessages);
  const part = useParts('tool-approval');
  const [reason, setReason] = useState('');
  const id = useId();
  const field = useRef<HTMLTextAreaElement | null>(null);
  // The reason is what comes next.
  useEffect(() => field.current?.focus(), []);
  const busy = answering === 'deny';
  const submit = () => {
    // A failure shows in the card (answerError); the form stays for another try.
    if (!busy) deny(reason).catch(() => {});
  };
  return (
    <form
      {...part('deny')}
      aria-label={messages.deny}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} {...part('label')}>
        {messages.reasonLabel}
      </label>
      <p id={`${id}-hint`} {...part('hint')}>
        {messages.reasonHint}
      </p>
      <textarea
        ref={field}
        id={id}
        {...part('reason-input')}
        aria-describedby={`${id}-hint`}
        rows={3}
        maxLength={MAX_REASON}
        value={reason}
        readOnly={busy}
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <div {...part('actions')}>
        <Button variant="ghost" data-slot="tool-approval-cancel" onClick={onCancel} aria-disabled={busy || undefined}>
          {common.cancel}
        </Button>
        <Button type="submit" variant="danger" data-slot="tool-approval-confirm-deny" busy={busy}>
          {messages.confirmDeny}
        </Button>
      </div>
    </form>
  );
}
