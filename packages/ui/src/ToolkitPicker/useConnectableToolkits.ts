'use client';
import type { Toolkit } from '@patchbay/client';
import { useAuthConfigs } from '@patchbay/react';
import { useMemo } from 'react';
import { isConnectable, projectAuthConfigsOf, type ManagedAuthConfigsPolicy, type ProjectAuthConfigs } from './connectable';

/** The project's auth configs change when an admin sets one up: read once a minute at most. */
const CONFIGS_OPTIONS = { staleTime: 60_000 } as const;
/** The largest page the service answers: every auth config of all but the largest projects. */
const CONFIGS_QUERY = { show_disabled: true, limit: 1000 } as const;
const NO_CONFIGS: ProjectAuthConfigs = new Map();

export interface ConnectableToolkits {
  toolkits: readonly Toolkit[];
  /** The project's auth configs are still loading: nothing can be said yet. */
  pending: boolean;
}

/**
 * `toolkits`, or when `only` is set, those an end user can connect (see
 * `isConnectable`): one request for the project's auth configs (users may
 * list them through the relay; they carry no credentials). When that
 * request fails (e.g. the relay does not forward it), the toolkits' own
 * fields decide: no auth, or vendor-managed auth the policy allows.
 */
export function useConnectableToolkits(toolkits: readonly Toolkit[], only: boolean, policy: ManagedAuthConfigsPolicy): ConnectableToolkits {
  const configs = useAuthConfigs(CONFIGS_QUERY, { ...CONFIGS_OPTIONS, enabled: only });
  const byToolkit = useMemo(() => (configs.data ? projectAuthConfigsOf(configs.data.items) : NO_CONFIGS), [configs.data]);
  // A list of slugs is compared by its content (slugs have no line breaks): an inline array must not filter anew on every render.
  const allowed = typeof policy === 'boolean' ? policy : policy.join('\n');
  const connectable = useMemo(() => {
    if (!only) return toolkits;
    const rule: ManagedAuthConfigsPolicy = typeof allowed === 'boolean' ? allowed : allowed === '' ? [] : allowed.split('\n');
    return toolkits.filter((toolkit) => isConnectable(toolkit, byToolkit, rule));
  }, [toolkits, only, byToolkit, allowed]);
  return { toolkits: connectable, pending: only && configs.isPending };
}
