/** The Integrations page's sections, each at /settings/integrations/<id>. */
export const INTEGRATION_TABS = [
  { id: 'apps', label: 'Apps' },
  { id: 'connections', label: 'Connections' },
  { id: 'triggers', label: 'Triggers' },
  { id: 'files', label: 'Files' },
  { id: 'playground', label: 'API playground' },
  { id: 'assistant', label: 'Assistant' },
  { id: 'admin', label: 'Admin' },
] as const;

export type IntegrationTab = (typeof INTEGRATION_TABS)[number]['id'];

export const INTEGRATIONS_PATH = '/settings/integrations';

export function tabOfPath(path: string): IntegrationTab {
  const id = path.startsWith(`${INTEGRATIONS_PATH}/`) ? path.slice(INTEGRATIONS_PATH.length + 1) : '';
  return INTEGRATION_TABS.find((tab) => tab.id === id)?.id ?? 'apps';
}
