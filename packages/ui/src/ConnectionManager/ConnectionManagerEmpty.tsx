'use client';
import type { HTMLAttributes, ReactNode } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectionManagerContext } from './connectionManagerContext';

export interface ConnectionManagerEmptyProps extends HTMLAttributes<HTMLDivElement> {
  /** Under the text, e.g. a link or button that connects an app. @default none */
  action?: ReactNode;
}

/** What a user with no connection sees: "No connected apps yet", and your action. Children replace the text. */
export function ConnectionManagerEmpty({ action, className, children, ...rest }: ConnectionManagerEmptyProps) {
  const { messages } = useConnectionManagerContext('Empty');
  const part = useParts('connection-manager');
  return (
    <div {...part('empty', className)} {...rest}>
      {children ?? (
        <>
          <p {...part('empty-title')}>{messages.empty}</p>
          <p {...part('empty-hint')}>{messages.emptyHint}</p>
        </>
      )}
      {action ? <div {...part('empty-action')}>{action}</div> : null}
    </div>
  );
}
