/** The Integrations page's sections, each at /settings/integrations/<id>; their names are in the demo's messages (`integrations.tabs`). */
export const INTEGRATION_TABS = [
  { id: 'apps' },
  { id: 'connections' },
  { id: 'triggers' },
  { id: 'files' },
  { id: 'playground' },
  { id: 'assistant' },
  { id: 'admin' },
] as const;

export type IntegrationTab = (typeof INTEGRATION_TABS)[number]['id'];

export const INTEGRATIONS_PATH = '/settings/integrations';

export function tabOfPath(path: string): IntegrationTab {
  const id = path.startsWith(`${INTEGRATIONS_PATH}/`) ? path.slice(INTEGRATIONS_PATH.length + 1) : '';
  return INTEGRATION_TABS.find((tab) => tab.id === id)?.id ?? 'apps';
}
