import type { ConnectedAccount } from '@patchbay/client';
import { useProxy } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useRef } from 'react';

export interface CreateTaskButtonProps {
  /** An ACTIVE Acme Tasks account of the user; the button is disabled without one. */
  account: ConnectedAccount | undefined;
}

/** Creates a task in Acme Tasks through the proxy; the sandbox then emits TASK_CREATED. */
export function CreateTaskButton({ account }: CreateTaskButtonProps) {
  const proxy = useProxy();
  const count = useRef(0);
  const create = () => {
    if (!account) return;
    count.current += 1;
    proxy.mutate({
      connected_account_id: account.id,
      method: 'POST',
      endpoint: '/tasks',
      body: { title: `Follow up with lead #${count.current}`, project: 'inbox', priority: 'normal' },
    });
  };
  const task = proxy.data?.data as { title?: string } | undefined;
  return (
    <div className="demo-inline">
      <Button variant="primary" disabled={!account} busy={proxy.isPending} onClick={create}>
        Create a task in Acme Tasks
      </Button>
      {!account ? <span className="demo-muted">Connect Acme Tasks first.</span> : null}
      {proxy.data ? (
        <span className="demo-muted" role="status">
          Acme Tasks answered {proxy.data.status}
          {task?.title ? `: created “${task.title}”` : ''}
        </span>
      ) : null}
      {proxy.error ? <ErrorNotice error={proxy.error} /> : null}
    </div>
  );
}
