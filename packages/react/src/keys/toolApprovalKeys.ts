import { patchbayKey } from './patchbayKey';

/**
 * Query keys of a session's approvals (`patchbayKeys.toolApprovals`), below
 * the session's key (`toolRouterKeys.session(sessionId)`), so what refreshes
 * the session's queries refreshes them too.
 */
export const toolApprovalKeys = {
  /** Every approval query of the session: its pending list and single approvals. */
  all: (sessionId: string) => patchbayKey('toolRouter', 'session', sessionId, 'approvals'),
  pending: (sessionId: string) => patchbayKey('toolRouter', 'session', sessionId, 'approvals', 'pending'),
  detail: (sessionId: string, approvalId: string) => patchbayKey('toolRouter', 'session', sessionId, 'approvals', 'detail', approvalId),
};
