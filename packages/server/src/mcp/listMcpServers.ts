import type { McpServerPage } from '@patchbay/client';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { McpServerListing } from './mcpSchemas';
import { pageByNumber, sortByDate } from './pageByNumber';
import { toMcpServerWire } from './toMcpServerWire';

/** One page of the project's live servers that pass the listing's filters and, given one, include toolkit `app`. */
export function listMcpServers(service: Service, project: ProjectRecord, origin: string, input: McpServerListing, app?: string): McpServerPage {
  const name = input.name?.toLowerCase();
  const servers = service.store
    .find('mcp_servers', { where: { project_id: project.id } })
    .filter(
      (s) =>
        s.deleted_at === null &&
        (app === undefined || s.toolkits.includes(app)) &&
        (name === undefined || s.name.toLowerCase().includes(name)) &&
        (!input.toolkits || s.toolkits.some((t) => input.toolkits?.includes(t))) &&
        (!input.auth_config_ids || s.auth_config_ids.some((id) => input.auth_config_ids?.includes(id))),
    );
  const page = pageByNumber(sortByDate(servers, input.order_by, input.order_direction), input.page_no ?? 1, input.limit ?? 10);
  return { ...page, items: page.items.map((s) => toMcpServerWire(service, origin, s)) };
}
