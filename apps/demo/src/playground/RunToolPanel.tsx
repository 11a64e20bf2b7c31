import type { ConnectedAccount } from '@patchbay/client';
import { useExecuteTool, useTools } from '@patchbay/react';
import { ToolForm } from '@patchbay/ui';
import { useState } from 'react';
import { accountLabel } from '../shared/accountLabel';
import { useAppNames } from '../shared/useAppNames';
import { Field } from '../shared/Field';
import { Panel } from '../shared/Panel';
import { ToolRunResult } from './ToolRunResult';
import { useDemoMessages, useShownLanguage } from '../i18n/DemoLanguageContext';

export interface RunToolPanelProps {
  /** The user's ACTIVE connections: a tool runs with one of them. */
  accounts: ConnectedAccount[];
}

/**
 * "Run a tool": pick a connected app and one of its tools, fill in the kit's
 * `ToolForm` (built from the tool's input schema), and run it through the
 * relay with that connection; the answer shows beside it.
 */
export function RunToolPanel({ accounts }: RunToolPanelProps) {
  const [accountId, setAccountId] = useState('');
  const messages = useDemoMessages();
  const words = messages.playground;
  const language = useShownLanguage();
  const [toolSlug, setToolSlug] = useState('');
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0];
  const appName = useAppNames(accounts.map((a) => a.toolkit.slug));
  const { tools, isLoading } = useTools({ toolkit_slug: account?.toolkit.slug, limit: 50 }, { enabled: Boolean(account) });
  const tool = tools.find((t) => t.slug === toolSlug) ?? tools[0];
  const run = useExecuteTool();
  // The answer shown is the last run's, of the tool now chosen.
  const result = run.data && run.variables?.toolSlug === tool?.slug ? run.data : undefined;

  return (
    <div className="demo-grid-2">
      <Panel title={words.runTitle} description={words.runDescription}>
        {accounts.length === 0 ? (
          <p className="demo-empty">{words.connectFirst}</p>
        ) : (
          <div className="demo-stack">
            <div className="demo-form-row">
              <Field label={words.app}>
                {(id) => (
                  <select
                    id={id}
                    value={account?.id ?? ''}
                    onChange={(e) => {
                      setAccountId(e.target.value);
                      setToolSlug('');
                    }}
                  >
                    {accounts.map((a) => (
                      <option key={a.id} value={a.id} title={a.id}>
                        {accountLabel(a, accounts, appName, { language, words: messages.accounts })}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={words.tool}>
                {(id) => (
                  <select id={id} value={tool?.slug ?? ''} onChange={(e) => setToolSlug(e.target.value)} disabled={tools.length === 0}>
                    {tools.map((t) => (
                      <option key={t.slug} value={t.slug} title={t.slug}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            {tool && account ? (
              <ToolForm
                // A new tool starts a new form.
                key={`${account.id}:${tool.slug}`}
                tool={tool}
                onSubmit={(values) => run.mutateAsync({ toolSlug: tool.slug, connected_account_id: account.id, arguments: values })}
              />
            ) : isLoading ? (
              <p className="demo-muted">{words.loadingTools}</p>
            ) : null}
          </div>
        )}
      </Panel>
      <Panel title={words.resultTitle}>
        {result && tool && account ? (
          <ToolRunResult result={result} appName={tool.toolkit.name} toolName={tool.name} />
        ) : (
          <p className="demo-empty">{words.noResult}</p>
        )}
      </Panel>
    </div>
  );
}
