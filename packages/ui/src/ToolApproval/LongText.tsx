'use client';
import { useId, useState } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { useToolApprovalContext } from './toolApprovalContext';

/** Past this many characters a text is folded, with "Show more". */
export const FOLD_AFTER = 200;

/** A text as typed (line breaks kept), folded when long. */
export function LongText({ text }: { text: string }) {
  const { messages } = useToolApprovalContext('Arguments');
  const [open, setOpen] = useState(false);
  const id = useId();
  const part = useParts('tool-approval');
  const long = text.length > FOLD_AFTER;
  return (
    <>
      <span id={id} {...part('text')}>
        {long && !open ? `${text.slice(0, FOLD_AFTER).trimEnd()}…` : text}
      </span>
      {long ? (
        <button type="button" {...part('toggle')} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? messages.showLess : messages.showMore}
        </button>
      ) : null}
    </>
  );
}
