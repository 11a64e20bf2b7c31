'use client';
import type { HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectionManagerContext } from './connectionManagerContext';

export type ConnectionManagerErrorProps = HTMLAttributes<HTMLDivElement>;

/** Why the connections could not be loaded (plain words, details for developers), and Try again. */
export function ConnectionManagerError({ className, ...rest }: ConnectionManagerErrorProps) {
  const { connections, messages, common } = useConnectionManagerContext('Error');
  const part = useParts('connection-manager');
  return (
    <div {...part('error', className)} {...rest}>
      <ErrorNotice error={connections.error} fallback={messages.error} />
      <Button busy={connections.isFetching} data-slot="connection-manager-retry" onClick={connections.refetch}>
        {common.retry}
      </Button>
    </div>
  );
}
