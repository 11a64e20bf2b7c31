'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useConnectionsByToolkit, useToolRouterSession } from '@patchbay/react';
import { useMemo, useState } from 'react';
import { connectedAccountsOf } from '../shared/accountNames';

export interface RequestAccountInput {
  userId: string;
  toolkit: string;
  /** The tool router session the request belongs to: an account it pins for the toolkit is the one used. */
  sessionId: string | undefined;
  /** The account the app says was chosen for this request earlier. */
  accountId: string | undefined;
}

export interface RequestAccount {
  /** The user's accounts of the toolkit connected once, oldest first (for names, and names already taken). */
  accounts: ConnectedAccount[];
  /** Those an agent can run with now: ACTIVE and enabled. */
  usable: ConnectedAccount[];
  /** The account the request is answered with: the one picked here, the session's pin, `accountId`, or the only usable one. */
  settled: ConnectedAccount | undefined;
  /** Several usable accounts and none settled: the user picks which one. */
  asking: boolean;
  /** The user's accounts (or the session) are still loading. */
  pending: boolean;
  pick: (account: ConnectedAccount) => void;
}

const isUsable = (account: ConnectedAccount) => account.status === 'ACTIVE' && !account.is_disabled;

/** The first account a session pins for a toolkit (its default): one id under `/api/v3`, a list under `/api/v3.1`. */
function pinnedId(pins: Record<string, string | string[]> | undefined, toolkit: string): string | undefined {
  const pinned = pins?.[toolkit];
  return Array.isArray(pinned) ? pinned[0] : pinned;
}

/**
 * Which of the user's accounts a connection request is about. With one
 * usable account, that one (as before there could be several); with
 * several, the one the session pins or the app names, else the user picks.
 * Reads the user's accounts from the query the picker's badges and every
 * other card share, and the session when there is one.
 */
export function useRequestAccount({ userId, toolkit, sessionId, accountId }: RequestAccountInput): RequestAccount {
  const connections = useConnectionsByToolkit(userId);
  const session = useToolRouterSession(sessionId);
  const [picked, setPicked] = useState<string | null>(null);
  const accounts = useMemo(() => connectedAccountsOf(connections.data?.items, toolkit), [connections.data, toolkit]);
  // Of those, the ones a request can use (an ACTIVE account has connected once), in the same order.
  const usable = useMemo(() => accounts.filter(isUsable), [accounts]);

  const byId = (id: string | null | undefined) => (id ? usable.find((account) => account.id === id) : undefined);
  const settled =
    byId(picked) ??
    byId(pinnedId(session.data?.config.connected_accounts, toolkit)) ??
    byId(accountId) ??
    (usable.length === 1 ? usable[0] : undefined);
  const pending = connections.isPending || (Boolean(sessionId) && session.isPending);
  return {
    accounts,
    usable,
    settled,
    asking: !pending && !settled && usable.length > 1,
    pending,
    pick: (account) => setPicked(account.id),
  };
}
