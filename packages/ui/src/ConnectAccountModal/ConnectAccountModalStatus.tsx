'use client';
import type { HTMLAttributes } from 'react';
import { ErrorNotice } from '../shared/ErrorNotice';
import { AlertIcon, CheckIcon, ClockIcon } from '../shared/icons';
import { Spinner } from '../shared/Spinner';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectAccountContext } from './connectAccountContext';
import { describeFlow } from './statusText';

export type ConnectAccountModalStatusProps = HTMLAttributes<HTMLDivElement>;

/**
 * Where the flow stands, with an icon and a sentence (or that the popup was
 * blocked), and errors with the service's message, suggested fix and request id.
 * Renders nothing before the flow starts. `data-state` is the flow status.
 */
export function ConnectAccountModalStatus({ className, ...rest }: ConnectAccountModalStatusProps) {
  const { flow, choosing, appName, loadError, askedMode, messages } = useConnectAccountContext('Status');
  const part = useParts('connect-modal');

  const { status } = flow;
  const error = loadError ?? (status === 'failed' ? flow.error : null);
  if (choosing || (status === 'idle' && !error)) return null;
  const { text, reason } = describeFlow(flow, appName, messages, askedMode);

  const icon =
    status === 'opening' || status === 'waiting' ? (
      <Spinner className={part('spinner').className} />
    ) : status === 'active' ? (
      <CheckIcon />
    ) : status === 'expired' ? (
      <ClockIcon />
    ) : (
      <AlertIcon />
    );

  return (
    <div {...part('status', className)} data-state={status} {...rest}>
      {/* An error notice says what failed more precisely than the status line. */}
      {status === 'idle' || error ? null : (
        <div {...part('status-line')}>
          {icon}
          <p>
            {text}
            {reason ? ' ' : null}
            {reason ? <span {...part('reason')}>{reason}</span> : null}
          </p>
        </div>
      )}
      {/* The live region already reads out a failed flow's error. */}
      {error ? <ErrorNotice error={error} announce={error === loadError} /> : null}
    </div>
  );
}
