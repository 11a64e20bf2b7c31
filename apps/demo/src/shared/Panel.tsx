import type { ReactNode } from 'react';

export interface PanelProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card: the building block of every section. */
export function Panel({ title, description, actions, children, className }: PanelProps) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
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
