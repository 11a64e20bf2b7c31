import type { ReactNode } from 'react';

export interface PanelProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

// Letters and digits of any script: a title in Arabic or Japanese gets an id of its own too.
const headingId = (title: string) => `panel-${title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`;

/** The heading of the panel titled `title`, made focusable from script: where focus goes when the panel's list is emptied. */
export function panelHeading(title: string): HTMLElement | null {
  const heading = document.getElementById(headingId(title));
  if (heading) heading.tabIndex = -1;
  return heading;
}

/** A titled card: the building block of every section. */
export function Panel({ title, description, actions, children, className }: PanelProps) {
  const id = headingId(title);
  return (
    <section className={['demo-panel', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <header className="demo-panel__header">
        <div>
          <h2 id={id}>{title}</h2>
          {description ? <p className="demo-muted">{description}</p> : null}
        </div>
        {actions ? <div className="demo-panel__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
