'use client';
import { ToolkitAbilities } from '../shared/ToolkitAbilities';
import { useConnectAccountContext } from './connectAccountContext';

/** What the app's tools can do (reads, creates, updates, deletes), closed by default; on the connect step until connected. */
export function ConnectAccountModalAbilities() {
  const { choosing, toolkit, appName, flow } = useConnectAccountContext('Abilities');
  return choosing || flow.status === 'active' ? null : <ToolkitAbilities app={appName} kinds={toolkit?.tool_kinds} />;
}
