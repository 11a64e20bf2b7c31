/** What the demo's server tells the app about the service it runs. */
export interface DemoConfig {
  /** The largest file the service's presigned upload accepts. */
  maxUploadBytes: number;
}

/** The path the demo's server answers with its DemoConfig. */
export const DEMO_CONFIG_PATH = '/app-config';

export async function fetchDemoConfig(): Promise<DemoConfig> {
  const response = await fetch(DEMO_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return (await response.json()) as DemoConfig;
}
