'use client';
import { useId, useState, type ReactNode } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';

export interface DisclosureProps {
  /** The part's name (`tool-approval-<name>`). */
  name: string;
  /** The button's words; `aria-expanded` says whether it is open. */
  label: ReactNode;
  /** Rendered only while open: closed, it is not in the page (nor in its text). */
  children: ReactNode;
}

/** A button that shows and hides what is behind it. */
export function Disclosure({ name, label, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const part = useParts('tool-approval');
  return (
    <div {...part(name)}>
      <button type="button" {...part('toggle')} aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open ? (
        <div id={id} {...part(`${name}-content`)}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
