import type { McpServer } from '@patchbay/client';
import { useCreateMcpInstance, useDeleteMcpServer, useGenerateMcpUrl, useMcpInstances } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useDemoMessages, useShownLanguage } from '../i18n/DemoLanguageContext';
import { ConfirmAction } from '../shared/ConfirmAction';
import type { FocusAfterDelete } from '../shared/useFocusAfterDelete';
import { agentUrl } from './agentUrl';
import { createdAt } from './createdAt';

export interface McpServerRowProps {
  server: McpServer;
  userId: string;
  /** Where focus goes once the row is deleted (the list's). */
  focus: FocusAfterDelete;
  /** The catalog's name of an app, by slug. */
  appName: (slug: string) => string;
}

/** One MCP server: its URL, its user instances and a URL generated for the signed-in admin. */
export function McpServerRow({ server, userId, focus, appName }: McpServerRowProps) {
  const instances = useMcpInstances(server.id);
  const addInstance = useCreateMcpInstance(server.id);
  const generate = useGenerateMcpUrl();
  const remove = useDeleteMcpServer({ onError: () => focus.kept(server.id) });
  const error = instances.error ?? addInstance.error ?? generate.error ?? remove.error;
  const language = useShownLanguage();
  const { admin, common } = useDemoMessages();
  const words = admin.mcpServers;
  return (
    <li className="demo-card" data-mcp-server={server.name} data-mcp-server-id={server.id}>
      <div className="demo-card__head">
        <div className="demo-row__main">
          <strong>{server.name}</strong>
          <span className="demo-muted">{server.toolkits.map(appName).join(common.listSeparator)}</span>
          {/* Servers may share a name (the vendor allows it): when each was made, and its id, tell them apart. */}
          <span className="demo-muted">
            {createdAt(server.created_at, language, admin)} · <span className="demo-mono">{server.id}</span>
          </span>
        </div>
        <div className="demo-row__actions">
          <Button variant="secondary" busy={addInstance.isPending} onClick={() => addInstance.mutate({ user_id: userId })}>
            {words.addInstance}
          </Button>
          <Button variant="secondary" busy={generate.isPending} onClick={() => generate.mutate({ mcp_server_id: server.id, user_ids: [userId] })}>
            {words.generateUrl}
          </Button>
          <ConfirmAction
            label={admin.delete}
            groupLabel={common.deleteNamed(server.name)}
            question={words.confirmDelete}
            variant="danger"
            busy={remove.isPending}
            onConfirm={() => {
              focus.deleting(server.id);
              remove.mutate(server.id);
            }}
          />
        </div>
      </div>
      <dl className="demo-facts">
        <div>
          <dt>{words.serverUrl}</dt>
          <dd className="demo-mono">{agentUrl(server.mcp_url)}</dd>
        </div>
        <div>
          <dt>{words.instances}</dt>
          <dd>{instances.data?.instances.map((instance) => instance.instance_id).join(common.listSeparator) || words.noInstances}</dd>
        </div>
        {generate.data ? (
          <div>
            <dt>{words.yourUrl}</dt>
            <dd className="demo-mono" data-testid="mcp-user-url">
              {agentUrl(generate.data.user_ids_url[0] ?? generate.data.mcp_url)}
            </dd>
          </div>
        ) : null}
      </dl>
      {error ? <ErrorNotice error={error} /> : null}
    </li>
  );
}
