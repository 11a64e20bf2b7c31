import { useAuthConfigs, useCreateMcpServer, useMcpServers } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useRef, useState, type FormEvent } from 'react';
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
  const chosen = configId || enabled[0]?.id || '';
  const listRef = useRef<HTMLUListElement>(null);
  const focus = useFocusAfterDelete(servers.data?.items.map((server) => server.id) ?? [], {
    list: listRef,
    rowAttribute: 'data-mcp-server-id',
    fallback: () => panelHeading('MCP servers'),
  });

  const { inputRef, ...field } = useFieldProblem(create.error, 'body.name', 'Enter a name for the server, for example sales-agent.');
  const appName = useAppNames([...enabled.map((config) => config.toolkit.slug), ...(servers.data?.items.flatMap((server) => server.toolkits) ?? [])]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = field.check(name);
    if (!value || !chosen) return;
    create.mutate({ name: value, auth_config_ids: [chosen] }, { onSuccess: () => setName('') });
  };

  return (
    <Panel title="MCP servers" description="Give AI agents the tools of connected apps, per user.">
      <form className="demo-inline" onSubmit={submit} aria-label="New MCP server">
        <AdminField
          ref={inputRef}
          label="Server name"
          value={name}
          onChange={(value) => {
            setName(value);
            field.edited();
          }}
          placeholder="Server name, e.g. sales-agent"
          problem={field.problem}
        />
        <select className="demo-input" value={chosen} onChange={(e) => setConfigId(e.target.value)} aria-label="Auth config">
          {enabled.map((config) => (
            <option key={config.id} value={config.id}>
              {appName(config.toolkit.slug)} · {config.id}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create server
        </Button>
      </form>
      {create.error ? <ErrorNotice error={create.error} announce={!field.atField} /> : null}
      {servers.error ? <ErrorNotice error={servers.error} /> : null}
      {servers.data && servers.data.items.length === 0 ? <p className="demo-empty">No MCP servers yet.</p> : null}
      <ul ref={listRef} className="demo-cards" aria-label="MCP servers">
        {servers.data?.items.map((server) => (
          <McpServerRow key={server.id} server={server} userId={userId} focus={focus} appName={appName} />
        ))}
      </ul>
    </Panel>
  );
}
