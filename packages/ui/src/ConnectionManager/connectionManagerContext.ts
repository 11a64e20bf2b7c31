import type { ConnectedAccount } from '@patchbay/client';
import type { UseUserConnectionsResult } from '@patchbay/react';
import type { RefObject } from 'react';
import type { ConnectTarget } from '../shared/ReconnectDialog';
import type { Messages } from '../theme/messages';
import { createPartsContext } from '../theme/PatchbayUIProvider';

export interface ConnectionManagerContextValue {
  messages: Messages['connections'];
  common: Messages['common'];
  connections: UseUserConnectionsResult;
  /** The time relative dates are counted from; it moves on every minute. */
  now: Date;
  /** The level of the list's title; each app's name is one below. */
  headingLevel: 2 | 3 | 4 | 5;
  /** Whether each app offers "Add another account". */
  addAccount: boolean;
  /** The title, where focus goes when no row is left to take it (the root when there is no title). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Reads `message` out politely. */
  announce: (message: string) => void;
  /** Opens the connect dialog; focus comes back to the button that opened it. */
  openConnect: (target: ConnectTarget) => void;
  /** Asks the user to confirm disconnecting `account` (named `label`, e.g. "Acme Tasks (Work)"). */
  askDisconnect: (account: ConnectedAccount, label: string, app: string) => void;
}

export const [ConnectionManagerProvider, useConnectionManagerContext] = createPartsContext<ConnectionManagerContextValue>('ConnectionManager');
