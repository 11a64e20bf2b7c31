'use client';
import type { HTMLAttributes, ReactNode } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectionManagerContext } from './connectionManagerContext';

export interface ConnectionManagerHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The title, a heading of the Root's `headingLevel`. @default messages.connections.title ("Connected apps") */
  title?: ReactNode;
  /** Beside the title, e.g. a button that connects an app. @default none */
  action?: ReactNode;
}

/** The list's title (focus lands on it when the last row it could go to is gone) and an optional action. */
export function ConnectionManagerHeader({ title, action, className, ...rest }: ConnectionManagerHeaderProps) {
  const { messages, headingLevel, headingRef } = useConnectionManagerContext('Header');
  const part = useParts('connection-manager');
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <div {...part('header', className)} {...rest}>
      <Heading ref={headingRef} tabIndex={-1} {...part('title')}>
        {title ?? messages.title}
      </Heading>
      {action}
    </div>
  );
}
