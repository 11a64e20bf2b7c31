import { useAuthConfigs, useCreateMcpServer, useMcpServers } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useState, type FormEvent } from 'react';
import { Panel } from '../shared/Panel';
import { toolkitName } from '../shared/toolkitNames';
import { McpServerRow } from './McpServerRow';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !chosen) return;
    create.mutate({ name: name.trim(), auth_config_ids: [chosen] }, { onSuccess: () => setName('') });
  };

  return (
    <Panel title="MCP servers" description="Give AI agents the tools of connected apps, per user.">
      <form className="demo-inline" onSubmit={submit} aria-label="New MCP server">
        <input
          className="demo-input"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Server name, e.g. sales-agent"
          aria-label="Server name"
        />
        <select className="demo-input" value={chosen} onChange={(e) => setConfigId(e.target.value)} aria-label="Auth config">
          {enabled.map((config) => (
            <option key={config.id} value={config.id}>
              {toolkitName(config.toolkit.slug)} · {config.id}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create server
        </Button>
      </form>
      {create.error ? <ErrorNotice error={create.error} /> : null}
      {servers.error ? <ErrorNotice error={servers.error} /> : null}
      {servers.data && servers.data.items.length === 0 ? <p className="demo-empty">No MCP servers yet.</p> : null}
      <ul className="demo-cards" aria-label="MCP servers">
        {servers.data?.items.map((server) => (
          <McpServerRow key={server.id} server={server} userId={userId} />
        ))}
      </ul>
    </Panel>
  );
}
