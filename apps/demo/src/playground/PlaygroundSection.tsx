import type { ProxyMethod } from '@patchbay/client';
import { useConnectedAccounts, useProxy } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useState, type FormEvent } from 'react';
import type { SessionUser } from '../demoSession';
import { ConnectionSelect } from '../shared/ConnectionSelect';
import { Field } from '../shared/Field';
import { Panel } from '../shared/Panel';
import { ProxyResult } from './ProxyResult';
import { RunToolPanel } from './RunToolPanel';
import { useDemoMessages } from '../i18n/DemoLanguageContext';

export interface PlaygroundSectionProps {
  user: SessionUser;
}

const METHODS: ProxyMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const EXAMPLES: Record<string, string> = {
  patchbay_oauth_demo: '/tasks',
  patchbay_apikey_demo: '/metrics',
  patchbay_noauth_demo: '/status',
};

/** Calls a connected app's API through the proxy, with the account's credentials added by the service; below, runs one of its tools from a form. */
export function PlaygroundSection({ user }: PlaygroundSectionProps) {
  const accounts = useConnectedAccounts({ user_ids: [user.id], statuses: ['ACTIVE'] });
  const active = accounts.data?.items ?? [];
  const [accountId, setAccountId] = useState('');
  const [method, setMethod] = useState<ProxyMethod>('GET');
  const [endpoint, setEndpoint] = useState('');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState(false);
  const words = useDemoMessages().playground;
  const proxy = useProxy();
  const account = active.find((a) => a.id === accountId) ?? active[0];
  const path = endpoint || (account ? (EXAMPLES[account.toolkit.slug] ?? '/') : '/');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    let parsed: unknown;
    if (body.trim() !== '' && method !== 'GET') {
      try {
        parsed = JSON.parse(body);
      } catch {
        setBodyError(true);
        return;
      }
    }
    setBodyError(false);
    proxy.mutate({ connected_account_id: account.id, method, endpoint: path, ...(parsed === undefined ? {} : { body: parsed }) });
  };

  return (
    <div className="demo-stack">
      <div className="demo-grid-2">
        <Panel title={words.title} description={words.description}>
          {accounts.isSuccess && active.length === 0 ? <p className="demo-empty">{words.connectFirst}</p> : null}
          <form className="demo-stack" onSubmit={submit} aria-label={words.form}>
            <ConnectionSelect accounts={active} value={account} onChange={setAccountId} />
            <div className="demo-form-row demo-form-row--method">
              <Field label={words.method}>
                {(id) => (
                  <select id={id} value={method} onChange={(e) => setMethod(e.target.value as ProxyMethod)}>
                    {METHODS.map((m) => (
                      <option key={m}>{m}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={words.endpoint}>
                {(id) => <input id={id} className="demo-mono" value={path} onChange={(e) => setEndpoint(e.target.value)} spellCheck={false} />}
              </Field>
            </div>
            <Field label={words.body}>
              {(id) => (
                <textarea
                  id={id}
                  className="demo-mono"
                  rows={6}
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                  placeholder={'{ "title": "Call Ada back" }'}
                  disabled={method === 'GET'}
                />
              )}
            </Field>
            {bodyError ? (
              <p role="alert" className="demo-error">
                {words.invalidJson}
              </p>
            ) : null}
            <div>
              <Button type="submit" variant="primary" busy={proxy.isPending} disabled={!account}>
                {words.send}
              </Button>
            </div>
          </form>
        </Panel>
        <Panel title={words.response}>
          {proxy.error ? <ErrorNotice error={proxy.error} /> : null}
          {proxy.data ? <ProxyResult result={proxy.data} /> : null}
          {!proxy.data && !proxy.error ? <p className="demo-empty">{words.noResponse}</p> : null}
        </Panel>
      </div>
      <RunToolPanel accounts={active} />
    </div>
  );
}
