import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { newestAccountId, openTab, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/** The keys stay on the server, and one user cannot reach another's records through the relay. */
export function securitySuite(session: () => E2eSession): void {
  it('keeps the project and org keys out of the built bundle', async () => {
    const { demo, distDir } = session().harness;
    const { keys } = demo;
    const files = await filesUnder(distDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const text = await readFile(file, 'latin1');
      expect(text.includes(keys.projectApiKey), `project key in ${file}`).toBe(false);
      expect(text.includes(keys.orgApiKey), `org key in ${file}`).toBe(false);
    }
  });

  it('refuses cross-user access through the relay', async () => {
    const s = session();
    await openTab(s.page, 'Connections');
    const adaAccount = await newestAccountId(s.page, 'patchbay_oauth_demo');

    const grace = await s.harness.newContext();
    await signIn(grace.page, 'Grace Hopper');
    const answers = await grace.page.evaluate(async (id) => {
      const one = await fetch(`/patchbay/api/v3/connected_accounts/${id}`);
      const list = await fetch('/patchbay/api/v3/connected_accounts?user_ids=ada');
      const listBody = (await list.json()) as { items: { user_id: string }[] };
      const proxy = await fetch('/patchbay/api/v3/tools/execute/proxy', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ connected_account_id: id, method: 'GET', endpoint: '/tasks' }),
      });
      return { one: one.status, list: list.status, owners: listBody.items.map((item) => item.user_id), proxy: proxy.status };
    }, adaAccount);
    expect(answers.one).toBe(404);
    expect(answers.list).toBe(200);
    expect(answers.owners.every((owner) => owner === 'grace')).toBe(true);
    expect(answers.proxy).toBe(404);

    await openTab(grace.page, 'Admin');
    await grace.page.getByTestId('admins-only').waitFor();
    const admin = await grace.page.evaluate(async () => (await fetch('/patchbay/api/v3/webhook_subscriptions')).status);
    expect(admin).toBe(403);
    s.harness.pageHtml.push(await grace.page.content());
    await grace.traffic.settle();
    await grace.context.close();
  });
}
