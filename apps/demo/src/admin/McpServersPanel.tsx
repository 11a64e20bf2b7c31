import { useAuthConfigs, useCreateMcpServer, useMcpServers } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import { Panel, panelHeading } from '../shared/Panel';
import { useAppNames } from '../shared/useAppNames';
import { useFocusAfterDelete } from '../shared/useFocusAfterDelete';
import { AdminField } from './AdminField';
import { McpServerRow } from './McpServerRow';
import { useFieldProblem } from './useFieldProblem';

export interface McpServersPanelProps {
  userId: string;
}

/** MCP servers that expose connected apps' tools to AI agents. */
export function McpServersPanel({ userId }: McpServersPanelProps) {
  const servers = useMcpServers();
  const configs = useAuthConfigs({ show_disabled: false });
  const create = useCreateMcpServer();
  const [name, setName] = useState('');
  const [configId, setConfigId] = useState('');
  const enabled = configs.data?.items ?? [];
  // A server needs an auth config: until the list is here, or when none is enabled, Create waits rather than ignore a click.
  const chosen = enabled.some((config) => config.id === configId) ? configId : (enabled[0]?.id ?? '');
  const listRef = useRef<HTMLUListElement>(null);
  const words = useDemoMessages().admin.mcpServers;
  // Focus lands on the panel's title, in the language shown, once its last server is deleted.
  const heading = useCallback(() => panelHeading(words.title), [words]);
  const focus = useFocusAfterDelete(servers.data?.items.map((server) => server.id) ?? [], {
    list: listRef,
    rowAttribute: 'data-mcp-server-id',
    fallback: heading,
  });

  const { inputRef, ...field } = useFieldProblem(create.error, 'body.name', words.nameMissing);
  const appName = useAppNames([...enabled.map((config) => config.toolkit.slug), ...(servers.data?.items.flatMap((server) => server.toolkits) ?? [])]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = field.check(name);
    if (!value || !chosen) return;
    create.mutate({ name: value, auth_config_ids: [chosen] }, { onSuccess: () => setName('') });
  };

  return (
    <Panel title={words.title} description={words.description}>
      <form className="demo-inline" onSubmit={submit} aria-label={words.form}>
        <AdminField
          ref={inputRef}
          label={words.name}
          value={name}
          onChange={(value) => {
            setName(value);
            field.edited();
          }}
          placeholder={words.namePlaceholder}
          problem={field.problem}
        />
        <select className="demo-input" value={chosen} onChange={(e) => setConfigId(e.target.value)} aria-label={words.authConfig}>
          {enabled.map((config) => (
            <option key={config.id} value={config.id}>
              {appName(config.toolkit.slug)} · {config.id}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" busy={create.isPending} aria-disabled={!chosen || undefined}>
          {words.create}
        </Button>
      </form>
      {configs.data && enabled.length === 0 ? <p className="demo-empty">{words.noAuthConfig}</p> : null}
      {configs.error ? <ErrorNotice error={configs.error} /> : null}
      {create.error ? <ErrorNotice error={create.error} announce={!field.atField} /> : null}
      {servers.error ? <ErrorNotice error={servers.error} /> : null}
      {servers.data && servers.data.items.length === 0 ? <p className="demo-empty">{words.empty}</p> : null}
      <ul ref={listRef} className="demo-cards" aria-label={words.list}>
        {servers.data?.items.map((server) => (
          <McpServerRow key={server.id} server={server} userId={userId} focus={focus} appName={appName} />
        ))}
      </ul>
    </Panel>
  );
}
