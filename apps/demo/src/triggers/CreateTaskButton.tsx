import type { ConnectedAccount } from '@patchbay/client';
import { useProxy } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useRef } from 'react';
import { useDemoMessages } from '../i18n/DemoLanguageContext';

export interface CreateTaskButtonProps {
  /** An ACTIVE Acme Tasks account of the user; the button is disabled without one. */
  account: ConnectedAccount | undefined;
}

/** Creates a task in Acme Tasks through the proxy (the sandbox then emits TASK_CREATED), and says so in a sentence. */
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
  const { triggers: words, common } = useDemoMessages();
  const result = proxy.data;
  const added = result && result.status >= 200 && result.status < 300;
  const task = result?.data as { title?: string } | undefined;
  const sentence = !result ? '' : !added ? words.taskFailed : task?.title ? words.taskAddedNamed(task.title) : words.taskAdded;
  return (
    <div className="demo-inline">
      <Button variant="primary" disabled={!account} busy={proxy.isPending} onClick={create}>
        {words.createTask}
      </Button>
      {!account ? <span className="demo-muted">{words.connectTasksFirst}</span> : null}
      <span role="status">{sentence}</span>
      {result ? (
        // What Acme Tasks answered, for developers.
        <details className="demo-details">
          <summary>{common.details}</summary>
          <pre className="demo-code">{JSON.stringify({ status: result.status, data: result.data }, null, 2)}</pre>
        </details>
      ) : null}
      {proxy.error ? <ErrorNotice error={proxy.error} /> : null}
    </div>
  );
}
