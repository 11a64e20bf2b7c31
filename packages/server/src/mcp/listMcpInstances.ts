import type { McpInstancePage } from '@patchbay/client';
import type { z } from 'zod';
import type { Service } from '../Service';
import { instancesOf } from './findMcpServer';
import type { listInstancesQuery } from './mcpSchemas';
import { pageByNumber, sortByDate } from './pageByNumber';
import type { McpServerRecord } from './records';
import { toMcpInstanceWire } from './toMcpInstanceWire';

/** One page of the server's instances whose user id (or id) contains the search. */
export function listMcpInstances(service: Service, server: McpServerRecord, input: z.output<typeof listInstancesQuery>): McpInstancePage {
  const search = input.search?.toLowerCase() ?? '';
  const matching = instancesOf(service, server).filter((i) => i.instance_id.toLowerCase().includes(search) || i.id.includes(search));
  const page = pageByNumber(sortByDate(matching, input.order_by, input.order_direction), input.page_no ?? 1, input.limit ?? 20);
  return {
    instances: page.items.map(toMcpInstanceWire),
    server_id: server.id,
    server_name: server.name,
    total_pages: page.total_pages,
    current_page: page.current_page,
  };
}
