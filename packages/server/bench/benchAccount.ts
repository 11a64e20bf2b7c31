import type { ConnectedAccountRecord, ConnectedAccountStatus } from '../src/connectedAccounts/records';

const START = Date.parse('2026-01-01T00:00:00.000Z');

/** When the i-th seeded record was made: one a second from the start of 2026. */
export const benchTime = (i: number): string => new Date(START + i * 1000).toISOString();

/** The owner of the i-th seeded account among `users`: a prime stride spreads each user's accounts over the seed. */
const benchUser = (i: number, users: number): string => `user_${(i * 7919) % users}`;

export interface BenchAccountSeed {
  projectId: string;
  /** How many users the accounts are spread over. */
  users: number;
  authConfig: { id: string; toolkit: string };
  status: ConnectedAccountStatus;
}

/** The i-th connected account a bench seeds, as the store holds it. */
export function benchAccount(i: number, { projectId, users, authConfig, status }: BenchAccountSeed): ConnectedAccountRecord {
  return {
    id: `ca_bench${String(i).padStart(12, '0')}`,
    project_id: projectId,
    user_id: benchUser(i, users),
    toolkit_slug: authConfig.toolkit,
    auth_config_id: authConfig.id,
    status,
    status_reason: null,
    status_reason_code: null,
    credentials: {},
    is_disabled: false,
    created_at: benchTime(i),
    updated_at: benchTime(i),
    deleted_at: null,
  };
}
