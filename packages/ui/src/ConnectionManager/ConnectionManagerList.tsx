'use client';
import type { HTMLAttributes, ReactNode } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { ConnectionManagerEmpty } from './ConnectionManagerEmpty';
import { ConnectionManagerError } from './ConnectionManagerError';
import { ConnectionManagerGroup } from './ConnectionManagerGroup';
import { ConnectionManagerSkeleton } from './ConnectionManagerSkeleton';
import { useConnectionManagerContext } from './connectionManagerContext';

export interface ConnectionManagerListProps extends HTMLAttributes<HTMLUListElement> {
  /** Shown when the user has no connection. @default <ConnectionManager.Empty /> */
  empty?: ReactNode;
}

/** The user's apps, one `ConnectionManager.Group` each; skeleton rows while loading, the error with Try again, or the empty state. */
export function ConnectionManagerList({ empty, className, ...rest }: ConnectionManagerListProps) {
  const { connections, messages } = useConnectionManagerContext('List');
  const part = useParts('connection-manager');
  if (connections.status === 'pending') return <ConnectionManagerSkeleton />;
  if (connections.status === 'error') return <ConnectionManagerError />;
  if (connections.groups.length === 0) return <>{empty ?? <ConnectionManagerEmpty />}</>;
  return (
    <ul aria-label={messages.title} {...part('list', className)} {...rest}>
      {connections.groups.map((group) => (
        <ConnectionManagerGroup key={group.slug} group={group} />
      ))}
    </ul>
  );
}
