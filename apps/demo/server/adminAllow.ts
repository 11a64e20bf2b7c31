import type { RelayOperationName } from '@patchbay/relay';

/** What admins may do through the relay besides the end-user operations. */
export const ADMIN_ALLOW: readonly RelayOperationName[] = [
  'authConfigs.create',
  'authConfigs.updateStatus',
  'mcp.listServers',
  'mcp.createServer',
  'mcp.getServer',
  'mcp.deleteServer',
  'mcp.listInstances',
  'mcp.generateUrl',
  'webhookSubscriptions.list',
  'webhookSubscriptions.get',
  'webhookSubscriptions.rotateSecret',
];
