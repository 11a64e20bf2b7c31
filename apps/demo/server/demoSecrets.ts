import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Secrets the demo keeps across restarts, beside the service's database. */
export interface DemoSecrets {
  projectApiKey?: string;
  orgApiKey?: string;
  /** Signs session cookies, so a restart keeps users signed in. */
  sessionSecret: string;
}

const FILE = 'demo-secrets.json';

export function loadDemoSecrets(dataDir: string): DemoSecrets {
  const file = join(dataDir, FILE);
  let saved: Partial<DemoSecrets> = {};
  if (existsSync(file)) {
    try {
      saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoSecrets>;
    } catch {
      saved = {};
    }
  }
  return { ...saved, sessionSecret: saved.sessionSecret ?? randomBytes(32).toString('base64url') };
}

/** Written with mode 0600: these are the keys the relay holds. */
export function saveDemoSecrets(dataDir: string, secrets: DemoSecrets): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, FILE), `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
}
