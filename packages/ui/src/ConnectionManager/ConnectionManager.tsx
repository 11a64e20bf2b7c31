'use client';
import type { ReactNode } from 'react';
import { ConnectionManagerAccount } from './ConnectionManagerAccount';
import { ConnectionManagerEmpty } from './ConnectionManagerEmpty';
import { ConnectionManagerError } from './ConnectionManagerError';
import { ConnectionManagerGroup } from './ConnectionManagerGroup';
import { ConnectionManagerHeader } from './ConnectionManagerHeader';
import { ConnectionManagerList } from './ConnectionManagerList';
import { ConnectionManagerRename } from './ConnectionManagerRename';
import { ConnectionManagerRoot, type ConnectionManagerRootProps } from './ConnectionManagerRoot';
import { ConnectionManagerSkeleton } from './ConnectionManagerSkeleton';

export interface ConnectionManagerProps extends Omit<ConnectionManagerRootProps, 'children' | 'title'> {
  /** The title above the list; `null` leaves it out (when your page has its own). @default messages.connections.title ("Connected apps") */
  title?: ReactNode;
  /** Beside the title, e.g. a button that connects an app. @default none */
  headerAction?: ReactNode;
  /** Under "No connected apps yet", e.g. a link to your apps page. @default none */
  emptyAction?: ReactNode;
}

/**
 * The signed-in user's connections, by app: each account's name, state in
 * words and when it was connected and last used, with Reconnect, Disable /
 * Enable, Rename and Disconnect (confirmed). Only accounts connected once are
 * listed. Compose `ConnectionManager.Root` and its parts for another layout.
 */
function ConnectionManagerAssembled({ title, headerAction, emptyAction, ...rootProps }: ConnectionManagerProps) {
  return (
    <ConnectionManagerRoot {...rootProps}>
      {title === null ? null : <ConnectionManagerHeader title={title} action={headerAction} />}
      <ConnectionManagerList empty={<ConnectionManagerEmpty action={emptyAction} />} />
    </ConnectionManagerRoot>
  );
}

export const ConnectionManager = Object.assign(ConnectionManagerAssembled, {
  Root: ConnectionManagerRoot,
  Header: ConnectionManagerHeader,
  List: ConnectionManagerList,
  Group: ConnectionManagerGroup,
  Account: ConnectionManagerAccount,
  Rename: ConnectionManagerRename,
  Skeleton: ConnectionManagerSkeleton,
  Empty: ConnectionManagerEmpty,
  Error: ConnectionManagerError,
});
