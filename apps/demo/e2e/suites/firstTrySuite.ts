import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../src/i18n/messages/en';
import { INTEGRATION_TABS } from '../../src/integrationTabs';
import { axeViolations } from '../support/axeViolations';
import {
  connectionRow,
  connectionRows,
  expectModalState,
  modalStatus,
  newestAccountId,
  openTab,
  screenshot,
  settled,
  signIn,
} from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';
import { focusedElement, hasFocus, tabTo } from '../support/keyboardFocus';
import { sidewaysOverflow } from '../support/sidewaysOverflow';

/** A phone held upright, used by touch. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
/** The narrowest phone the kit supports. */
const NARROWEST = { width: 320, height: 812 };

/** What only a developer should read: ids, slugs, codes and raw errors (the kit keeps them behind "Details for developers"). */
const DEVELOPER_TEXT =
  /Details for developers|Request ID|auth[ _]?config|toolkit|\bslug\b|\b(?:null|undefined|NaN)\b|\[object|\b[45]\d\d\b|Error:|FORBIDDEN|BAD_REQUEST|CONFLICT|[A-Z]+_[A-Z_]+/;

type GraceBrowser = Awaited<ReturnType<E2eSession['harness']['newContext']>>;

/** An account as the relay lists it to its owner. */
interface StoredAccount {
  id: string;
  status: string;
  alias: string | null;
  latest_link: { status: string; reconnect: boolean } | null;
}

/** A browser of its own for Grace Hopper (not an admin; in this file's fresh demo she has connected nothing before), signed in. */
async function graceBrowser(s: E2eSession, options?: BrowserContextOptions): Promise<GraceBrowser> {
  const grace = await s.harness.newContext(s.harness.demo, options);
  await signIn(grace.page, 'Grace Hopper');
  return grace;
}

/** Leaves the browser as the other suites do: its page HTML kept for the key-leak scan, its traffic settled. */
async function closeBrowser(s: E2eSession, browser: GraceBrowser): Promise<void> {
  s.harness.pageHtml.push(await browser.page.content());
  await browser.traffic.settle();
  await browser.context.close();
}

/** Grace's accounts of `toolkit`, as the service holds them (the relay answers her with her own only), oldest first. */
function storedAccounts(page: Page, toolkit: string): Promise<StoredAccount[]> {
  return page.evaluate(async (slug) => {
    const response = await fetch(`/patchbay/api/v3/connected_accounts?user_ids=grace&toolkit_slugs=${slug}&limit=100`);
    const { items } = (await response.json()) as { items: (StoredAccount & { created_at: string })[] };
    return items
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(({ id, status, alias, latest_link }) => ({ id, status, alias, latest_link }));
  }, toolkit);
}

function connectDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The "All apps" option of the app named exactly `name` (not "GitHub Actions" for "GitHub"). */
function catalogOption(page: Page, name: string): Locator {
  return page.getByRole('option').filter({ has: page.locator('[data-slot="toolkit-picker-name"]').getByText(name, { exact: true }) });
}

/** Searches "All apps" for `name` and picks it: the connect dialog opens, titled "Connect <name>". */
async function pickFromCatalog(page: Page, name: string, pick: (option: Locator) => Promise<void> = (option) => option.click()): Promise<void> {
  await page.getByRole('combobox', { name: 'Search apps' }).fill(name);
  await pick(catalogOption(page, name));
  await connectDialog(page)
    .getByRole('heading', { name: `Connect ${name}` })
    .waitFor();
}

/** Presses the dialog's button named `button` (Continue, Try again, Reconnect), which opens the hosted page in a popup. */
async function continueInPopup(context: BrowserContext, page: Page, button: string): Promise<Page> {
  const start = connectDialog(page).getByRole('button', { name: button, exact: true });
  // A press while the dialog still loads what it needs is ignored (the button is busy).
  await expect.poll(() => start.getAttribute('aria-busy')).toBeNull();
  const [popup] = await Promise.all([context.waitForEvent('page'), start.click()]);
  // The popup opens blank in the click, then goes to the hosted page once the link is made.
  await popup.waitForURL(/\/patchbay\/connect\/lt_/);
  return popup;
}

/** On the hosted page: on to the provider's consent page, Allow, and back to the app, which closes the popup. */
async function allowInPopup(popup: Page, app: string): Promise<void> {
  await popup.getByRole('link', { name: `Continue to ${app}` }).click();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
}

/** On the hosted API-key form: the key, then the form's button (Connect / Reconnect Acme Metrics); the popup closes. */
async function submitKeyInPopup(popup: Page, key: string, button = 'Connect Acme Metrics'): Promise<void> {
  await popup.getByLabel('API key').fill(key);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: button }).click();
  await closed;
}

/** Done in a connected dialog; it closes. */
async function finishDialog(page: Page): Promise<void> {
  await connectDialog(page).getByRole('button', { name: 'Done' }).click();
  await connectDialog(page).waitFor({ state: 'detached' });
}

/** Fails with the words when `text` shows something only a developer should read. */
function expectPlainWords(where: string, text: string): void {
  expect(DEVELOPER_TEXT.exec(text)?.[0], `${where} says: ${text}`).toBeUndefined();
}

/** Fails when `text` speaks of a failure. */
function expectNothingFailed(where: string, text: string): void {
  expect(/fail/i.exec(text)?.[0], `${where} says: ${text}`).toBeUndefined();
}

/** The names of `toolkit`'s rows in the Connections list, oldest first (null for an unnamed lone account). */
function accountNames(page: Page, toolkit: string): Promise<(string | null)[]> {
  return connectionRows(page, toolkit).evaluateAll((rows) =>
    rows.map((row) => row.querySelector('[data-slot="connection-manager-account-name"]')?.textContent ?? null),
  );
}

/** What `noteFailures` keeps in the page. */
interface FailureNotes {
  failureNotes?: { notes: string[]; observer: MutationObserver };
}

/**
 * From now on, notes in the page every change after which the Apps tab says an app failed: a `failed`
 * badge in the catalog, or a word of failure in the section. `failuresNoted` reads the notes and stops.
 */
async function noteFailures(page: Page): Promise<void> {
  await page.evaluate(() => {
    const notes: string[] = [];
    // No named inner functions: this runs in the page, where a bundler's naming helpers do not exist.
    const observer = new MutationObserver(() => {
      const section = document.querySelector<HTMLElement>('.demo-section[data-tab="apps"]');
      if (!section) return;
      const badge = section.querySelector('[role="option"][data-connection="failed"]');
      const words = /.{0,40}fail.{0,40}/i.exec(section.innerText)?.[0];
      for (const note of [badge ? `a failed badge: ${badge.textContent}` : null, words ? `says: ${words}` : null]) {
        if (note && notes.at(-1) !== note) notes.push(note);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    (window as unknown as FailureNotes).failureNotes = { notes, observer };
  });
}

/** The notes `noteFailures` kept since it started; it stops noting. */
function failuresNoted(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kept = (window as unknown as FailureNotes).failureNotes;
    kept?.observer.disconnect();
    return kept?.notes ?? ['noteFailures was not started'];
  });
}

/** Taps a tab of the Integrations page. */
async function tapTab(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Integrations' }).getByRole('link', { name: label, exact: true }).tap();
  const tab = INTEGRATION_TABS.find((candidate) => en.integrations.tabs[candidate.id] === label)!;
  await page.locator(`.demo-section[data-tab="${tab.id}"]`).waitFor();
}

/**
 * A new user's first tries, in Grace Hopper's browsers (she is not an admin):
 * an app from the catalog, a try given up twice then finished, a reconnect
 * with a new key, two named accounts of one app, all by keyboard, on a phone,
 * and axe in the light and dark themes, hosted pages included.
 */
export function firstTrySuite(session: () => E2eSession): void {
  it('lets a non-admin connect an app from the catalog (GitHub) through the popup, in plain words throughout', async () => {
    const s = session();
    const errorsBefore = s.harness.pageErrors.length;
    const grace = await graceBrowser(s);
    const { page, context } = grace;
    await openTab(page, 'Admin');
    await page.getByTestId('admins-only').waitFor();
    await openTab(page, 'Apps');

    await pickFromCatalog(page, 'GitHub');
    const dialog = connectDialog(page);
    expect(await dialog.innerText()).toContain('Authentication: OAuth 2.0');
    expectPlainWords('the dialog', await dialog.innerText());
    const popup = await continueInPopup(context, page, 'Continue to GitHub');
    await expectModalState(page, 'waiting');
    expectPlainWords('the waiting dialog', await dialog.innerText());

    // The hosted page speaks for Acme CRM, not for the service.
    expect(await popup.getByRole('heading', { level: 1 }).textContent()).toBe('Connect GitHub');
    const hosted = await popup.locator('main').innerText();
    expect(hosted).toContain('Acme CRM is asking to connect your GitHub account.');
    expectPlainWords('the hosted page', hosted);
    await allowInPopup(popup, 'GitHub');

    await expectModalState(page, 'active');
    expect(await modalStatus(page).innerText()).toBe('GitHub is connected.');
    expectPlainWords('the connected dialog', await dialog.innerText());
    await finishDialog(page);
    await expect.poll(() => catalogOption(page, 'GitHub').getAttribute('data-connection')).toBe('active');

    await openTab(page, 'Connections');
    const id = await newestAccountId(page, 'github');
    expect(await connectionRows(page, 'github').count()).toBe(1);
    expect(await connectionRow(page, id).locator('[data-slot="connection-status"]').textContent()).toBe('Connected');
    expectPlainWords('the Connections list', await page.locator('.demo-section').innerText());
    expect((await storedAccounts(page, 'github')).map((account) => account.status)).toEqual(['ACTIVE']);
    // Through the vendor-managed auth config her connect flow created: the project had none for GitHub.
    const configs = await page.evaluate(async () => {
      const response = await fetch('/patchbay/api/v3/auth_configs?toolkit_slug=github');
      return ((await response.json()) as { items: { is_vendor_managed: boolean; status: string }[] }).items;
    });
    expect(configs).toEqual([expect.objectContaining({ is_vendor_managed: true, status: 'ENABLED' })]);
    expect(s.harness.pageErrors.slice(errorsBefore)).toEqual([]);
    await closeBrowser(s, grace);
  });

  it('closing the popup, then cancelling, then trying again leaves one connected account and nothing failed', async () => {
    const s = session();
    const grace = await graceBrowser(s);
    const { page, context } = grace;
    await openTab(page, 'Apps');
    await pickFromCatalog(page, 'Slack');
    const dialog = connectDialog(page);

    // The user shuts the window.
    const first = await continueInPopup(context, page, 'Continue to Slack');
    await first.close();
    await expectModalState(page, 'cancelled');
    expectNothingFailed('the dialog after the popup was closed', await dialog.innerText());

    // Tries again, and cancels on the hosted page. From the Cancel on, every change the Apps tab shows is checked.
    const second = await continueInPopup(context, page, 'Try again');
    const closed = second.waitForEvent('close');
    const listed = page.waitForResponse((response) => response.url().includes('/connected_accounts?'));
    await noteFailures(page);
    await second.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    await expectModalState(page, 'cancelled');
    expectNothingFailed('the dialog after Cancel', await dialog.innerText());

    // Gives up for now: the catalog reads the attempt's new state, and nothing in it says the app failed.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await listed;
    const slack = catalogOption(page, 'Slack');
    expect(await slack.getAttribute('data-connection')).not.toBe('failed');
    expectNothingFailed('the Apps tab after Cancel', await page.locator('.demo-section').innerText());

    // Starts once more from the catalog and finishes.
    await slack.click();
    await allowInPopup(await continueInPopup(context, page, 'Continue to Slack'), 'Slack');
    await expectModalState(page, 'active');
    await finishDialog(page);
    // The catalog shows the connection: it has rendered the accounts read after the Cancel, and every
    // state between. At none of them did the Apps tab say Slack failed.
    await expect.poll(() => slack.getAttribute('data-connection')).toBe('active');
    expect(await failuresNoted(page)).toEqual([]);

    await openTab(page, 'Connections');
    const id = await newestAccountId(page, 'slack');
    const rows = page.locator('[data-slot="connection-manager-group"][data-toolkit="slack"] [data-slot="connection-manager-account"]');
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))).toEqual(['connected']);
    expectNothingFailed('the Connections list', await page.locator('.demo-section').innerText());
    // Every try was the same attempt: one account, connected, none FAILED.
    expect(await storedAccounts(page, 'slack')).toEqual([expect.objectContaining({ id, status: 'ACTIVE' })]);
    await closeBrowser(s, grace);
  });

  it('reconnects an API-key account with a new key, keeping its id, in a dialog that says Reconnect', async () => {
    const s = session();
    const grace = await graceBrowser(s);
    const { page, context } = grace;
    await openTab(page, 'Apps');
    await page.getByRole('button', { name: 'Connect Acme Metrics', exact: true }).click();
    await submitKeyInPopup(await continueInPopup(context, page, 'Continue to Acme Metrics'), 'pk_first_key');
    await expectModalState(page, 'active');
    await finishDialog(page);

    await openTab(page, 'Connections');
    const id = await newestAccountId(page, 'patchbay_apikey_demo');
    await connectionRow(page, id).getByRole('button', { name: 'Reconnect Acme Metrics' }).click();
    const dialog = connectDialog(page);
    await dialog.getByRole('heading', { name: 'Reconnect Acme Metrics' }).waitFor();
    expect(await dialog.innerText()).toContain('You will enter your Acme Metrics API key again');

    const popup = await continueInPopup(context, page, 'Reconnect');
    expect(await popup.getByRole('heading', { level: 1 }).textContent()).toBe('Reconnect Acme Metrics');
    expect(await popup.locator('main').innerText()).toContain('Acme CRM is asking for new credentials for your connected Acme Metrics account.');
    // The old key is not filled in: the form asks for it again.
    expect(await popup.getByLabel('API key').inputValue()).toBe('');
    await submitKeyInPopup(popup, 'pk_second_key', 'Reconnect Acme Metrics');
    await expectModalState(page, 'active');
    await finishDialog(page);
    // Back on the row's Reconnect, which is the same account's.
    expect(await hasFocus(connectionRow(page, id).getByRole('button', { name: 'Reconnect Acme Metrics' })), await focusedElement(page)).toBe(true);

    expect(await connectionRows(page, 'patchbay_apikey_demo').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-account-id')))).toEqual([
      id,
    ]);
    expect(await storedAccounts(page, 'patchbay_apikey_demo')).toEqual([
      { id, status: 'ACTIVE', alias: null, latest_link: expect.objectContaining({ status: 'COMPLETED', reconnect: true }) },
    ]);
    await closeBrowser(s, grace);
  });

  it('tells two accounts of one app apart by their names, Work and Personal', async () => {
    const s = session();
    const grace = await graceBrowser(s);
    const { page, context } = grace;
    await openTab(page, 'Connections');
    const workId = await newestAccountId(page, 'patchbay_apikey_demo');
    const work = connectionRow(page, workId);
    await work.getByRole('button', { name: 'More actions for Acme Metrics' }).click();
    await work.getByRole('menuitem', { name: 'Rename' }).click();
    await work.getByLabel('Name of this Acme Metrics account').fill('Work');
    await work.getByRole('button', { name: 'Save' }).click();
    await work.locator('[data-slot="connection-manager-account-name"]').getByText('Work', { exact: true }).waitFor();

    const group = page.locator('[data-slot="connection-manager-group"][data-toolkit="patchbay_apikey_demo"]');
    await group.getByRole('button', { name: 'Add another account' }).click();
    const dialog = connectDialog(page);
    await dialog.getByText('Your Acme Metrics accounts: Work. Continuing adds another one.').waitFor();
    const name = dialog.getByLabel('Name this account (optional)');
    // A name another account has is caught as typed, whatever its case.
    await name.fill('work');
    await dialog.getByText('Another account of this app already has this name.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue to Acme Metrics' }).getAttribute('aria-disabled')).toBe('true');
    await name.fill('Personal');
    const popup = await continueInPopup(context, page, 'Continue to Acme Metrics');
    // The hosted page says which account this is.
    expect(await popup.locator('main').innerText()).toContain('Account: Personal');
    await submitKeyInPopup(popup, 'pk_personal_key');
    await expectModalState(page, 'active');
    await finishDialog(page);

    await expect.poll(() => accountNames(page, 'patchbay_apikey_demo')).toEqual(['Work', 'Personal']);
    for (const label of ['Work', 'Personal']) {
      await page.getByRole('button', { name: `Reconnect Acme Metrics (${label})` }).waitFor();
    }
    expect((await storedAccounts(page, 'patchbay_apikey_demo')).map((account) => account.alias)).toEqual(['Work', 'Personal']);

    // The catalog names both too.
    await openTab(page, 'Apps');
    await page.getByRole('combobox', { name: 'Search apps' }).fill('Acme Metrics');
    await expect
      .poll(() => catalogOption(page, 'Acme Metrics').locator('[data-slot="toolkit-picker-item-accounts"]').textContent())
      .toBe('Work, Personal');
    await closeBrowser(s, grace);
  });

  it('works by keyboard alone, focus where it belongs after every dialog', async () => {
    const s = session();
    const grace = await graceBrowser(s);
    const { page, context } = grace;
    await openTab(page, 'Apps');
    const focusIsOn = async (target: Locator) => expect(await hasFocus(target), `the focus is on ${await focusedElement(page)}`).toBe(true);

    // Opens the dialog from the card; Escape puts the focus back on the card's button.
    const connect = page.getByRole('button', { name: 'Connect Acme Status', exact: true });
    await tabTo(page, connect);
    await page.keyboard.press('Enter');
    const dialog = connectDialog(page);
    await focusIsOn(dialog.getByRole('button', { name: 'Continue to Acme Status' }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await focusIsOn(connect);

    // Opens it again and connects, in the popup by keyboard too.
    await page.keyboard.press('Enter');
    await focusIsOn(dialog.getByRole('button', { name: 'Continue to Acme Status' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await popup.waitForLoadState();
    await tabTo(popup, popup.getByRole('button', { name: 'Connect', exact: true }));
    const closed = popup.waitForEvent('close');
    await popup.keyboard.press('Enter');
    await closed;
    await expectModalState(page, 'active');
    const done = dialog.getByRole('button', { name: 'Done' });
    await focusIsOn(done);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The same button, which now adds another account.
    const another = page.getByRole('button', { name: 'Add another Acme Status account', exact: true });
    await another.waitFor();
    await focusIsOn(another);

    // To the Connections tab and the account's More actions menu.
    await tabTo(page, page.getByRole('navigation', { name: 'Integrations' }).getByRole('link', { name: 'Connections' }), { backwards: true });
    await page.keyboard.press('Enter');
    const id = await newestAccountId(page, 'patchbay_noauth_demo');
    const menuButton = connectionRow(page, id).getByRole('button', { name: 'More actions for Acme Status' });
    await tabTo(page, menuButton);
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect Acme Status?' });
    const askToDisconnect = async () => {
      await page.keyboard.press('Enter');
      await focusIsOn(connectionRow(page, id).getByRole('menuitem', { name: 'Disable' }));
      await page.keyboard.press('End');
      await focusIsOn(connectionRow(page, id).getByRole('menuitem', { name: 'Disconnect' }));
      await page.keyboard.press('Enter');
      await focusIsOn(confirm.getByRole('button', { name: 'Cancel' }));
    };

    // Escape, then Cancel: each time the focus is back on the menu button.
    await askToDisconnect();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await focusIsOn(menuButton);
    await askToDisconnect();
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await focusIsOn(menuButton);

    // Disconnect: the focus goes on to the next account's menu (the previous one's when it was the last), and the list says what happened.
    const ids = await page
      .locator('[data-slot="connection-manager-account"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-account-id')));
    const index = ids.indexOf(id);
    const neighbour = ids[index + 1] ?? ids[index - 1];
    expect(neighbour).toBeDefined();
    await askToDisconnect();
    await page.keyboard.press('Tab');
    await focusIsOn(confirm.getByRole('button', { name: 'Disconnect', exact: true }));
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await connectionRow(page, id).waitFor({ state: 'detached' });
    await focusIsOn(connectionRow(page, neighbour!).locator('[data-slot="connection-manager-menu-button"]'));
    const announcement = page.locator('[data-slot="connection-manager"] > [data-slot="live-region"]');
    expect(await announcement.getAttribute('role')).toBe('status');
    await expect.poll(async () => (await announcement.textContent())?.trim()).toBe('Acme Status disconnected.');
    await closeBrowser(s, grace);
  });

  it('fits a 375 px phone with touch at every step, the hosted pages in the popup included, and 320 px too', async () => {
    const s = session();
    const phone = await s.harness.newContext(s.harness.demo, PHONE);
    const { page, context } = phone;
    const fits = async (on: Page, what: string) => expect(await sidewaysOverflow(on), what).toEqual([]);

    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in as Grace Hopper' }).waitFor();
    await fits(page, 'the sign-in screen');
    await page.getByRole('button', { name: 'Sign in as Grace Hopper' }).tap();
    await page.getByTestId('signed-in-user').getByText('Grace Hopper').waitFor();
    await tapTab(page, 'Apps');
    await page.locator('[role="option"]').first().waitFor();
    await settled(page);
    await fits(page, 'the Apps tab');
    await screenshot(page, 'first-try-phone-apps');

    await pickFromCatalog(page, 'Notion', (option) => option.tap());
    const dialog = connectDialog(page);
    await fits(page, 'the connect dialog');
    await screenshot(page, 'first-try-phone-dialog', false);
    const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Continue to Notion' }).tap()]);
    // A popup opens at the size the app asks for; a phone shows it full screen.
    await popup.setViewportSize(PHONE.viewport);
    await popup.waitForURL(/\/patchbay\/connect\/lt_/);
    await expectModalState(page, 'waiting');
    await fits(page, 'the waiting dialog');
    await fits(popup, 'the hosted connect page');
    await screenshot(popup, 'first-try-phone-hosted');
    await popup.setViewportSize(NARROWEST);
    await fits(popup, 'the hosted connect page at 320 px');
    await popup.getByRole('link', { name: 'Continue to Notion' }).tap();
    await popup.getByRole('button', { name: 'Allow' }).waitFor();
    await fits(popup, 'the consent page at 320 px');
    await popup.setViewportSize(PHONE.viewport);
    await fits(popup, 'the consent page');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).tap();
    await closed;
    await expectModalState(page, 'active');
    await fits(page, 'the connected dialog');
    await dialog.getByRole('button', { name: 'Done' }).tap();
    await dialog.waitFor({ state: 'detached' });

    await tapTab(page, 'Connections');
    const row = connectionRow(page, await newestAccountId(page, 'notion'));
    await settled(page);
    await fits(page, 'the Connections tab');
    await row.getByRole('button', { name: 'More actions for Notion' }).tap();
    await row.getByRole('menuitem', { name: 'Disconnect' }).waitFor();
    await fits(page, 'the More actions menu');
    await row.getByRole('menuitem', { name: 'Disconnect' }).tap();
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect Notion?' });
    await confirm.waitFor();
    await fits(page, 'the confirm dialog');
    await screenshot(page, 'first-try-phone-confirm', false);
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    await screenshot(page, 'first-try-phone-connections');

    // The dark theme on the phone.
    await page.getByRole('radio', { name: 'Dark' }).tap();
    await fits(page, 'the Connections tab, dark');
    await screenshot(page, 'first-try-phone-dark-connections');
    await tapTab(page, 'Apps');
    await settled(page);
    await fits(page, 'the Apps tab, dark');
    await screenshot(page, 'first-try-phone-dark-apps');
    await page.setViewportSize(NARROWEST);
    await settled(page);
    await fits(page, 'the Apps tab at 320 px');
    await tapTab(page, 'Connections');
    await settled(page);
    await fits(page, 'the Connections tab at 320 px');
    s.harness.pageHtml.push(await page.content());
    await phone.traffic.settle();
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe, contrast included, at every step in the ${theme} theme, the hosted pages included`, async () => {
      const s = session();
      const grace = await graceBrowser(s);
      const { page, context } = grace;
      const failures: string[] = [];
      const check = async (on: Page, state: string) => {
        const violations = await axeViolations(on);
        if (violations.length > 0) failures.push(`${state}: ${violations.join('; ')}`);
      };
      /** The hosted page's root is in the theme the app asked for in the URL it opened. */
      const expectTheme = async (on: Page) => expect(await on.locator('html').getAttribute('data-theme')).toBe(theme);

      await page.getByRole('radio', { name: theme === 'light' ? 'Light' : 'Dark' }).click();
      await openTab(page, 'Apps');
      await page.locator('[role="option"]').first().waitFor();
      await settled(page);
      await check(page, 'the Apps tab');

      // An OAuth app: the dialog, the hosted page, the provider's consent page, connected.
      await page.getByRole('button', { name: /^(Connect|Add another) Acme Tasks/ }).click();
      const dialog = connectDialog(page);
      await dialog.getByRole('button', { name: 'Continue to Acme Tasks' }).waitFor();
      await check(page, 'the connect dialog');
      const hosted = await continueInPopup(context, page, 'Continue to Acme Tasks');
      expect(new URL(hosted.url()).searchParams.get('theme')).toBe(theme);
      await expectTheme(hosted);
      await expectModalState(page, 'waiting');
      await check(page, 'the waiting dialog');
      await check(hosted, 'the hosted connect page');
      // Branded: Acme CRM's name and logo.
      expect(await hosted.getByRole('img', { name: 'Acme CRM logo' }).count()).toBe(1);
      await screenshot(hosted, `first-try-hosted-${theme}`);
      await hosted.getByRole('link', { name: 'Continue to Acme Tasks' }).click();
      await hosted.getByRole('button', { name: 'Allow' }).waitFor();
      await expectTheme(hosted);
      await check(hosted, 'the consent page');
      await screenshot(hosted, `first-try-consent-${theme}`);
      const closed = hosted.waitForEvent('close');
      await hosted.getByRole('button', { name: 'Allow' }).click();
      await closed;
      await expectModalState(page, 'active');
      await check(page, 'the connected dialog');
      await screenshot(page, `first-try-desktop-${theme}-connected`, false);
      await finishDialog(page);

      // An API-key app: the form, with the app's rejection, then given up.
      await page.getByRole('button', { name: /^(Connect|Add another) Acme Metrics/ }).click();
      const form = await continueInPopup(context, page, 'Continue to Acme Metrics');
      expect(new URL(form.url()).searchParams.get('theme')).toBe(theme);
      await expectTheme(form);
      await check(form, 'the API-key form');
      await form.getByLabel('API key').fill('not-a-key');
      await form.getByRole('button', { name: 'Connect Acme Metrics' }).click();
      await form.getByRole('alert').waitFor();
      await expectTheme(form);
      await check(form, 'the API-key form with a rejected key');
      await screenshot(form, `first-try-api-key-${theme}`);
      const formClosed = form.waitForEvent('close');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await formClosed;
      await expectModalState(page, 'cancelled');
      await check(page, 'the cancelled dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The connections, a row's menu and the confirm dialog.
      await openTab(page, 'Connections');
      const id = await newestAccountId(page, 'patchbay_oauth_demo');
      await settled(page);
      await check(page, 'the Connections tab');
      await screenshot(page, `first-try-desktop-${theme}-connections`);
      const row = connectionRow(page, id);
      await row.locator('[data-slot="connection-manager-menu-button"]').click();
      await row.getByRole('menuitem', { name: 'Disconnect' }).waitFor();
      await check(page, 'the More actions menu');
      await row.getByRole('menuitem', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      await check(page, 'the confirm dialog');
      await screenshot(page, `first-try-desktop-${theme}-confirm`, false);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });

      expect(failures).toEqual([]);
      await closeBrowser(s, grace);
    });
  }
}
