import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/collections/SqliteStore';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

describe.each(BACKENDS)("the project's default vendor-managed auth config of a toolkit (%s)", (backend) => {
  const t = useTestServer(backend);

  const configsOf = async (slug: string) =>
    (await t.api('GET', `/api/v3/auth_configs?toolkit_slug=${slug}&show_disabled=true`)).body.items as {
      id: string;
      status: string;
      is_vendor_managed: boolean;
    }[];
  const createDefault = (slug: string) => t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } });
  const sessionFor = async (slugs: string[]) =>
    (await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'u1', toolkits: { enable: slugs } } })).body.session_id as string;

  it('20 creates at once make one config, and every one of them answers it', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => createDefault('github')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const configs = await configsOf('github');
    expect(configs).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.auth_config.id))).toEqual(new Set([configs[0]!.id]));
    // The vendor's name for the managed variant, with nothing else, asks for the same default.
    const vendorSpelling = await t.api('POST', '/api/v3/auth_configs', {
      body: { toolkit: { slug: 'github' }, auth_config: { type: 'use_composio_managed_auth', credentials: {} } },
    });
    expect(vendorSpelling.body.auth_config.id).toBe(configs[0]!.id);
  });

  it('session links, Manage connections and creates racing for one toolkit share one config', async () => {
    const session = await sessionFor(['slack']);
    const base = `/api/v3/tool_router/session/${session}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 3 === 0
          ? createDefault('slack')
          : index % 3 === 1
            ? t.api('POST', `${base}/link`, { body: { toolkit: 'slack' } })
            : t.api('POST', `${base}/execute_meta`, { body: { slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: ['slack'] } } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 200, 201, 201, 200]);
    expect(await configsOf('slack')).toHaveLength(1);
  });

  it('keeps explicit configs working: a name or credentials make another config, as the vendor does', async () => {
    const first = await createDefault('github');
    const named = await t.api('POST', '/api/v3/auth_configs', {
      body: { toolkit: { slug: 'github' }, auth_config: { type: 'use_vendor_managed_auth', name: 'Second workspace' } },
    });
    const custom = await t.api('POST', '/api/v3/auth_configs', {
      body: {
        toolkit: { slug: 'github' },
        auth_config: { type: 'use_custom_auth', auth_scheme: 'OAUTH2', credentials: { client_id: 'a', client_secret: 'b' } },
      },
    });
    expect([named.status, custom.status]).toEqual([201, 201]);
    expect(new Set([first.body.auth_config.id, named.body.auth_config.id, custom.body.auth_config.id]).size).toBe(3);
    // The default is still the one: asking again answers it.
    expect((await createDefault('github')).body.auth_config.id).toBe(first.body.auth_config.id);
  });

  it('a default an admin disabled stays disabled: no create makes another one in its place', async () => {
    const first = await createDefault('github');
    await t.api('PATCH', `/api/v3/auth_configs/${first.body.auth_config.id}/DISABLED`);
    const refused = expectEnvelope(await createDefault('github'), 422);
    expect(refused.slug).toBe('auth_config_disabled');
    expect(refused.message).toContain('turned off');
    expect((await configsOf('github')).map((config) => config.status)).toEqual(['DISABLED']);
    // An admin's own config, disabled too, keeps the toolkit off; enabled, it lets a default be made beside it.
    const custom = await t.api('POST', '/api/v3/auth_configs', {
      body: {
        toolkit: { slug: 'gmail' },
        auth_config: { type: 'use_custom_auth', auth_scheme: 'OAUTH2', credentials: { client_id: 'a', client_secret: 'b' } },
      },
    });
    await t.api('PATCH', `/api/v3/auth_configs/${custom.body.auth_config.id}/DISABLED`);
    expect(expectEnvelope(await createDefault('gmail'), 422).slug).toBe('auth_config_disabled');
    await t.api('PATCH', `/api/v3/auth_configs/${custom.body.auth_config.id}/ENABLED`);
    expect((await createDefault('gmail')).status).toBe(201);
    expect(await configsOf('gmail')).toHaveLength(2);
    // Deleted, it is gone: the next ask makes a new default.
    await t.api('DELETE', `/api/v3/auth_configs/${first.body.auth_config.id}`);
    expect((await createDefault('github')).status).toBe(201);
    expect(await configsOf('github')).toHaveLength(1);
  });

  it.runIf(backend === 'sqlite')('separate processes on one SQLite file racing for the defaults make one config per toolkit', async () => {
    const store = t.server.store;
    if (!(store instanceof SqliteStore) || store.dataDir === undefined) throw new Error('expected a durable store');
    const worker = fileURLToPath(new URL('../createDefaultConfigWorker.ts', import.meta.url));
    const catalog = await t.api('GET', '/api/v3/toolkits?limit=50');
    const apps = (catalog.body.items as { slug: string }[]).map((toolkit) => toolkit.slug);
    const start = () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=@patchbay/source', worker, store.dataDir!, t.server.projectApiKey, apps.join(',')],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      // A process that ends early (its error is on stderr) fails the test at once, rather than leaving it waiting.
      const ended = (code: number | null) => new Error(`a racing process exited with ${code} before answering: ${JSON.stringify(out)}`);
      const ready = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => out.startsWith('ready\n') && resolve());
        child.on('exit', (code) => reject(ended(code)));
      });
      const answers = new Promise<{ status: number; id: string | null }[]>((resolve, reject) => {
        child.on('error', reject);
        child.on('exit', (code) => {
          try {
            resolve(JSON.parse(out.slice('ready\n'.length)) as { status: number; id: string | null }[]);
          } catch {
            reject(ended(code));
          }
        });
      });
      // Read once every process is ready; one that ended first fails the test through `ready`.
      void answers.catch(() => undefined);
      return { child, ready, answers };
    };
    const racers = [start(), start(), start()];
    // Every process has opened the database before any asks: their creates overlap.
    await Promise.all(racers.map((racer) => racer.ready));
    for (const racer of racers) racer.child.stdin.end('go\n');
    const results = await Promise.all(racers.map((racer) => racer.answers));
    // Every ask succeeded (none lost to a locked database), and all three processes got the same config per toolkit.
    expect(results.flat().map((answer) => answer.status)).toEqual(Array(3 * apps.length).fill(201));
    for (const [index, slug] of apps.entries()) {
      const configs = await configsOf(slug);
      expect(configs, slug).toHaveLength(1);
      expect(new Set(results.map((answers) => answers[index]?.id))).toEqual(new Set([configs[0]!.id]));
    }
  });
});
