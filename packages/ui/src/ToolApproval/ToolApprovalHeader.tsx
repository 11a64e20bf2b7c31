'use client';
import type { HTMLAttributes } from 'react';
import { StatusPill } from '../shared/StatusPill';
import { useParts } from '../theme/PatchbayUIProvider';
import { KIND_TONE } from './actionKindOf';
import { useToolApprovalContext } from './toolApprovalContext';

export type ToolApprovalHeaderProps = HTMLAttributes<HTMLDivElement>;

/**
 * The app (logo, name) and the account's alias, what the tool does, the
 * record it acts on by the name the app knows it by ("Deletes the task
 * “Write report”"), and the kind of action it takes (reads, creates,
 * updates, deletes).
 */
export function ToolApprovalHeader({ className, ...rest }: ToolApprovalHeaderProps) {
  const { approval, appName, appLogo, toolName, tool, kind, mode, messages } = useToolApprovalContext('Header');
  const part = useParts('tool-approval');
  // The record the call acts on, as the app names it (the first id the tool's schema points at a record with); not while
  // the values are being edited, when the id may no longer be that record's.
  const target = mode === 'editing' ? undefined : Object.values(approval.argument_labels ?? {})[0];
  return (
    <div {...part('header', className)} {...rest}>
      <span {...part('logo')} aria-hidden="true">
        {appName.charAt(0)}
        {appLogo ? <img src={appLogo} alt="" /> : null}
      </span>
      <div {...part('heading')}>
        <p {...part('app')}>{messages.asks(appName, approval.connected_account_alias)}</p>
        <h3 {...part('title')}>{toolName}</h3>
        {target ? <p {...part('target')}>{messages.target(kind, target.resource, target.label, appName)}</p> : null}
        {tool?.description ? <p {...part('description')}>{tool.description}</p> : null}
      </div>
      {tool ? (
        <StatusPill tone={KIND_TONE[kind]} data-kind={kind}>
          {messages.kind[kind]}
        </StatusPill>
      ) : null}
    </div>
  );
}
