'use client';
import { useMemo, type HTMLAttributes } from 'react';
import { fieldsFromJsonSchema } from '../shared/form/fieldsFromJsonSchema';
import { AlertIcon, ClockIcon } from '../shared/icons';
import { StatusPill } from '../shared/StatusPill';
import { useParts } from '../theme/PatchbayUIProvider';
import { ArgumentList } from './ArgumentList';
import { Disclosure } from './Disclosure';
import { useToolApprovalContext } from './toolApprovalContext';

export type ToolApprovalStatusProps = HTMLAttributes<HTMLDivElement>;

/**
 * How the approval ended: Approved with what the call answered (in short,
 * the whole result a click away), Denied with the reason, or expired.
 * Nothing while it waits.
 */
export function ToolApprovalStatus({ className, ...rest }: ToolApprovalStatusProps) {
  const { approval, tool, appName, messages } = useToolApprovalContext('Status');
  const part = useParts('tool-approval');
  const output = tool?.output_parameters;
  const fields = useMemo(() => (output ? (fieldsFromJsonSchema(output) ?? undefined) : undefined), [output]);
  const { status, result, reason } = approval;
  if (status === 'pending') return null;
  const data = result?.data ?? {};
  return (
    <div {...part('status', className)} data-state={status} {...rest}>
      {status === 'expired' ? (
        <p {...part('outcome')}>
          <ClockIcon />
          {messages.expired}
        </p>
      ) : (
        <>
          <StatusPill tone={status === 'approved' ? 'success' : 'danger'}>{status === 'approved' ? messages.approved : messages.denied}</StatusPill>
          {status === 'denied' && reason ? <p {...part('outcome')}>{messages.deniedBecause(reason)}</p> : null}
          {result ? (
            <p {...part('outcome')} data-state={result.successful ? 'done' : 'failed'}>
              {result.successful ? null : <AlertIcon />}
              {result.successful ? messages.ran(appName) : messages.runFailed(appName, result.error ?? '')}
            </p>
          ) : null}
          {result && Object.keys(data).length > 0 ? (
            <Disclosure name="result" label={messages.showResult}>
              <ArgumentList values={data} fields={fields} />
            </Disclosure>
          ) : null}
        </>
      )}
    </div>
  );
}
