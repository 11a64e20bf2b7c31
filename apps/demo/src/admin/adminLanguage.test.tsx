import { connectAccount } from '@patchbay/server/testing';
import deKit from '@patchbay/ui/locales/de';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { LANGUAGE_STORAGE_KEY } from '../i18n/chooseLanguage';
import { de } from '../i18n/messages/de';
import { en } from '../i18n/messages/en';
import { serveDemoInProcess } from '../testing/serveDemoInProcess';

const demo = serveDemoInProcess();

afterEach(() => {
  // What apps/demo/index.html gives the page.
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
});

type Tree = { [key: string]: unknown };
type Message = (...values: string[]) => string;

/** Stands for each value a message is given: what is left around it is the message's own words. */
const MARK = '\u0001';

/**
 * The English words of every message of `tree`: a string whole, a function's text around its values (a count
 * given the mark comes out as NaN). Pieces shorter than three letters (", ", ":") say nothing of a language.
 */
function englishWords(tree: Tree): string[] {
  return Object.values(tree)
    .flatMap((value): string[] => {
      if (typeof value === 'string') return [value];
      if (typeof value === 'function') {
        const shown = (value as Message)(...Array<string>(value.length).fill(MARK));
        return shown.replaceAll('NaN', MARK).split(MARK);
      }
      return value !== null && typeof value === 'object' ? englishWords(value as Tree) : [];
    })
    .map((words) => words.trim())
    .filter((words) => words.length >= 3);
}

/** English words German writes the same way: they may show on the German page. */
const SAME_IN_GERMAN = ['Webhook', 'URL', 'Secret', 'Details'];

/** What the page says: its text, and the names, placeholders and tooltips a screen reader or a pointer finds. */
function pageWords(): string {
  const attributes = [...document.body.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

/** The row of `list` that `selector` picks, once it has loaded. */
function row(list: HTMLElement, selector: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = list.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`No ${selector} yet`);
    return found;
  });
}

/** Signs in as `name` on the German sign-in screen and opens the admin tab. */
async function openAdminInGerman(name: string) {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  const user = userEvent.setup();
  render(<App />);
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${de.signIn.signInAs} ${name}`) }));
  const tabs = await screen.findByRole('navigation', { name: de.integrations.tabsLabel });
  await user.click(within(tabs).getByRole('link', { name: de.integrations.tabs.admin }));
  return user;
}

describe('the admin area in German', () => {
  it('shows no English of its own, with every panel filled, its forms refused, its questions asked and answered', async () => {
    const { kit } = demo();
    const created = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config;
    const config = created.id;
    await connectAccount(kit, { userId: 'ada', toolkit: 'patchbay_noauth_demo', authConfigId: config });
    const { auth_scheme: scheme, is_vendor_managed: managed } = await kit.client.authConfigs.get(config);
    await kit.client.mcp.createServer({ name: 'sales-agent', auth_config_ids: [config] });
    await kit.client.webhookSubscriptions.create({ webhook_url: 'https://acme-crm.test/webhooks' });
    const words = de.admin;
    const user = await openAdminInGerman('Ada Lovelace');

    // Every panel with its rows: the auth config, the server and its instances, the webhook, the app's own project.
    const configs = await screen.findByRole('list', { name: words.authConfigs.list });
    const configRow = await row(configs, `[data-auth-config-id="${config}"]`);
    await within(configRow).findByText(words.authConfigs.enabled);
    // Its one connection counted, and its scheme in the kit's German, managed by the vendor.
    expect(within(configRow).getByText(words.authConfigs.connections(1))).toBeTruthy();
    expect(managed).toBe(true);
    expect(within(configRow).getByText(words.authConfigs.managed(deKit.messages.connect.schemeNames[scheme] ?? scheme))).toBeTruthy();
    const server = await row(await screen.findByRole('list', { name: words.mcpServers.list }), '[data-mcp-server="sales-agent"]');
    await within(server).findByText(words.mcpServers.noInstances);
    await screen.findByText(words.webhook.eventNames.triggerMessage, { exact: false });
    await screen.findByText(words.projects.thisApp);
    const seen = [pageWords()];

    // Each form sent empty says so at its field.
    for (const create of [words.authConfigs.create, words.mcpServers.create, words.projects.create]) {
      await user.click(screen.getByRole('button', { name: create }));
    }
    for (const missing of [words.authConfigs.slugMissing, words.mcpServers.nameMissing, words.projects.nameMissing]) {
      expect(await screen.findByText(missing)).toBeTruthy();
    }
    seen.push(pageWords());

    // The service's refusal at the field, in German: a slug that matches no app.
    await user.type(screen.getByRole('textbox', { name: words.authConfigs.slug }), 'no_such_app');
    await user.click(screen.getByRole('button', { name: words.authConfigs.create }));
    expect(await screen.findByText(words.fieldProblems.noSuchApp)).toBeTruthy();
    seen.push(pageWords());

    // A generated URL, a disabled config, a new project's key shown once, and the questions before a new key and a delete.
    await user.click(within(server).getByRole('button', { name: words.mcpServers.generateUrl }));
    await within(server).findByText(words.mcpServers.yourUrl);
    await user.click(within(configRow).getByRole('button', { name: words.authConfigs.disable }));
    await within(configRow).findByText(words.authConfigs.disabled);
    await user.type(screen.getByRole('textbox', { name: words.projects.name }), 'staging');
    await user.click(screen.getByRole('button', { name: words.projects.create }));
    await screen.findByText(words.secret.copyNow);
    const staging = await row(screen.getByRole('list', { name: words.projects.list }), '[data-project="staging"]');
    // A name in use (the service's 409), said in German at the field.
    await user.type(screen.getByRole('textbox', { name: words.projects.name }), 'Staging');
    await user.click(screen.getByRole('button', { name: words.projects.create }));
    expect(await screen.findByText(words.fieldProblems.nameTaken)).toBeTruthy();
    await user.click(within(staging).getByRole('button', { name: words.projects.regenerate }));
    await within(staging).findByText(words.projects.confirmRegenerate);
    await user.click(within(server).getByRole('button', { name: words.delete }));
    await within(server).findByText(words.mcpServers.confirmDelete);
    const webhook = screen.getByRole('heading', { name: words.webhook.title }).closest('section')!;
    await user.click(within(webhook).getByRole('button', { name: words.webhook.rotate }));
    await within(webhook).findByText(words.webhook.confirmRotate);
    seen.push(pageWords());

    // The questions answered: a new key and a new signing secret, each shown once (and copied), and no server left.
    const regenerating = within(staging).getByRole('group', { name: words.projects.regenerateNamed('staging') });
    await user.click(within(regenerating).getByRole('button', { name: words.projects.regenerate }));
    expect(await screen.findByText(words.projects.newApiKeyOf('staging'))).toBeTruthy();
    const rotating = within(webhook).getByRole('group', { name: words.webhook.rotateGroup });
    await user.click(within(rotating).getByRole('button', { name: words.webhook.rotate }));
    const secret = (await within(webhook).findByText(words.webhook.newSecret)).closest<HTMLElement>('[role="status"]')!;
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(secret).getByRole('button', { name: words.secret.copy }));
    expect(await within(secret).findByRole('button', { name: words.secret.copied })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(secret.querySelector('code')?.textContent);
    const deleting = within(server).getByRole('group', { name: de.common.deleteNamed('sales-agent') });
    await user.click(within(deleting).getByRole('button', { name: words.delete }));
    expect(await screen.findByText(words.mcpServers.empty)).toBeTruthy();
    seen.push(pageWords());

    const english = englishWords({ admin: en.admin, common: en.common });
    // The exceptions are English words of the area indeed, and German's too.
    for (const same of SAME_IN_GERMAN) expect(english).toContain(same);
    const left = english.filter((words) => !SAME_IN_GERMAN.includes(words) && seen.some((page) => page.includes(words)));
    expect(left).toEqual([]);
  });

  it('tells a member who is not an admin, in German, who to ask', async () => {
    await openAdminInGerman('Grace Hopper');
    expect((await screen.findByTestId('admins-only')).textContent).toBe(de.admin.adminsOnly);
    expect(screen.getByRole('heading', { name: de.admin.adminsOnlyTitle })).toBeTruthy();
    expect(pageWords()).not.toContain(en.admin.adminsOnlyTitle);
    expect(pageWords()).not.toContain(en.admin.adminsOnly);
  });
});
