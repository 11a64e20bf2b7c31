// A second service process on the SQLite file in `dataDir`: once told to go, asks for the default auth config of each
// toolkit, as a user's connect flow would, and prints the statuses and ids it got: the other half of
// defaultAuthConfig.test.ts's race across processes. It says 'ready' first, so the test starts every process at once.
import { createInterface } from 'node:readline';
import { createPatchbayServer } from '../src/createPatchbayServer';

const [dataDir, projectApiKey, slugs] = process.argv.slice(2);
const server = createPatchbayServer({ storage: { dataDir: dataDir! }, projectApiKey, rateLimit: false });
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();
const answers: { status: number; id: string | null }[] = [];
for (const slug of slugs!.split(',')) {
  const response = await server.fetch(
    new Request('http://patchbay.internal/api/v3/auth_configs', {
      method: 'POST',
      headers: { 'x-api-key': projectApiKey!, 'content-type': 'application/json' },
      body: JSON.stringify({ toolkit: { slug } }),
    }),
  );
  const body = (await response.json()) as { auth_config?: { id: string } };
  answers.push({ status: response.status, id: body.auth_config?.id ?? null });
}
await server.close();
process.stdout.write(JSON.stringify(answers));
