import { Button, usePatchbayUI } from '@patchbay/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ConfirmActionProps {
  /** The action's name, on its button and on the confirming button ("Delete"). */
  label: string;
  /** What the group is called for a screen reader ("Delete Acme Tasks"). */
  groupLabel: string;
  /** The question asked before anything happens ("Delete this trigger? …"). */
  question: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  disabled?: boolean;
  title?: string;
  /** The first button's look; the confirming one is always `danger`. @default 'ghost' */
  variant?: 'ghost' | 'secondary' | 'danger';
}

/**
 * A destructive action that asks first, in place: the button turns into the
 * question with Cancel and the action. Focus goes to Cancel, the safe answer,
 * and back to the button when the question goes without an answer.
 */
export function ConfirmAction({ label, groupLabel, question, onConfirm, busy, disabled, title, variant = 'ghost' }: ConfirmActionProps) {
  const { common } = usePatchbayUI().messages;
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) actionRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!confirming) {
    return (
      <Button ref={actionRef} variant={variant} disabled={disabled} title={title} onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={groupLabel} className="demo-row__confirm">
      <p>{question}</p>
      <div className="demo-row__actions">
        <Button ref={cancelRef} onClick={() => setConfirming(false)}>
          {common.cancel}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {label}
        </Button>
      </div>
    </div>
  );
}
