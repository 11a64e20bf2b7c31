import type { TriggerType } from '@patchbay/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TriggerConfigForm, type TriggerConfigFormProps, type TriggerConfigValue } from '../src/TriggerConfigForm';
import { useTriggerFormContext } from '../src/TriggerConfigForm/triggerFormContext';
import { renderContextProbe } from './contextProbe';
import { createTestKit, renderWithServer, type TestKit, type TestKitOptions } from './renderWithServer';

const TASK_CREATED = 'PATCHBAY_APIKEY_DEMO_TASK_CREATED';

let kit: TestKit | undefined;
afterEach(async () => {
  cleanup();
  await kit?.close();
  kit = undefined;
});

/** A fresh service with an ACTIVE account of the API-key demo toolkit, connected through its hosted form. */
async function serveWithAccount(options: TestKitOptions = {}, toolkit = 'patchbay_apikey_demo'): Promise<string> {
  kit ??= createTestKit(options);
  const { auth_config } = await kit.client.authConfigs.create({ toolkit: { slug: toolkit } });
  const link = await kit.client.connectedAccounts.link({ auth_config_id: auth_config.id, user_id: 'user-1' });
  const fields: Record<string, string> = toolkit === 'patchbay_apikey_demo' ? { api_key: `pk_test_${Math.random().toString(36).slice(2)}` } : {};
  await kit.browserFetch(link.redirect_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect((await kit.client.connectedAccounts.get(link.connected_account_id)).status).toBe('ACTIVE');
  return link.connected_account_id;
}

function renderForm(props: TriggerConfigFormProps) {
  const onSaved = vi.fn<(id: string) => void>();
  const onDeleted = vi.fn<(id: string) => void>();
  const view = renderWithServer(kit!, <TriggerConfigForm onSaved={onSaved} onDeleted={onDeleted} {...props} />);
  return { ...view, onSaved, onDeleted, user: userEvent.setup() };
}

const project = () => screen.getByRole('textbox', { name: /^Project/ });
const priority = () => screen.getByRole('combobox', { name: 'Priority' });
const archived = () => screen.getByRole('checkbox', { name: 'Include archived' });
const minEstimate = () => screen.getByRole('textbox', { name: 'Min estimate' });
const fieldOf = (control: HTMLElement) => control.closest('[data-slot="trigger-form-field"]')!;
const errorOf = (control: HTMLElement) => fieldOf(control).querySelector('[data-slot="trigger-form-error"]')?.textContent ?? null;
const listActive = (accountId: string, showDisabled = false) =>
  kit!.client.triggerInstances.listActive({ connected_account_ids: [accountId], show_disabled: showDisabled });

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

describe('TriggerConfigForm', () => {
  it('generates a control for every field type of the schema, with labels, hints and defaults', async () => {
    const accountId = await serveWithAccount();
    renderForm({ triggerSlug: TASK_CREATED, connectedAccountId: accountId });
    await waitFor(() => expect(project()).toBeTruthy());

    expect(screen.getByRole('form', { name: 'Task created' })).toBeTruthy();
    expect(project().getAttribute('aria-required')).toBe('true');
    expect(fieldOf(project()).querySelector('label')?.textContent).toBe('Project* (Required)');
    expect(document.getElementById(project().getAttribute('aria-describedby')!)?.textContent).toBe('Project key to watch, for example "ops"');
    expect(
      within(priority())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'low', 'normal', 'high']);
    expect((archived() as HTMLInputElement).checked).toBe(false);
    expect(minEstimate().getAttribute('inputmode')).toBe('decimal');
    expect(fieldOf(minEstimate()).getAttribute('data-type')).toBe('number');

    // Field names and types are developer words: behind a disclosure, closed.
    const disclosure = screen.getByText('For developers: what each event carries').closest('details')!;
    expect(disclosure.open).toBe(false);
    const payload = within(disclosure).getByRole('list', { name: 'For developers: what each event carries' });
    expect(within(payload).getByText('task_id').nextSibling?.textContent).toBe('string');
    expect(within(within(payload).getByRole('list', { name: 'Fields of creator' })).getByText('email')).toBeTruthy();
  });

  it('creates the trigger instance from the keyboard alone', async () => {
    const accountId = await serveWithAccount();
    const { user, onSaved } = renderForm({ triggerSlug: TASK_CREATED, connectedAccountId: accountId });
    await waitFor(() => expect(project()).toBeTruthy());

    await user.tab();
    expect(document.activeElement).toBe(project());
    await user.keyboard('ops');
    await user.tab();
    expect(document.activeElement).toBe(priority());
    // A native select's keyboard handling is the browser's; jsdom has none, so pick the option directly.
    await user.selectOptions(priority(), 'high');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('2.5{Enter}');

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const { items } = await listActive(accountId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: onSaved.mock.calls[0]![0],
      trigger_name: TASK_CREATED,
      trigger_config: { project: 'ops', priority: 'high', include_archived: true, min_estimate: 2.5 },
    });
    await waitFor(() => expect(screen.getByText('Listening')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(document.querySelector('[data-slot="live-region"]')?.textContent).toBe('Saved.');
  });

  it('shows the required error when a required field is left empty', async () => {
    const accountId = await serveWithAccount();
    const { user } = renderForm({ triggerSlug: TASK_CREATED, connectedAccountId: accountId });
    await waitFor(() => expect(project()).toBeTruthy());
    expect(errorOf(project())).toBeNull();

    await user.tab();
    await user.tab();
    expect(errorOf(project())).toBe('Project is required.');
    expect(project().getAttribute('aria-invalid')).toBe('true');
    expect(fieldOf(project()).getAttribute('data-state')).toBe('invalid');
    expect(project().getAttribute('aria-describedby')).toContain(fieldOf(project()).querySelector('[data-slot="trigger-form-error"]')!.id);

    await user.click(project());
    await user.keyboard('ops');
    expect(errorOf(project())).toBeNull();
    expect(fieldOf(project()).getAttribute('data-state')).toBe('valid');
  });

  it('checks numbers, and on submit focuses the first invalid field without calling the service', async () => {
    const accountId = await serveWithAccount();
    const { user, onSaved } = renderForm({ triggerSlug: TASK_CREATED, connectedAccountId: accountId });
    await waitFor(() => expect(minEstimate()).toBeTruthy());
    await user.click(minEstimate());
    await user.keyboard('two');
    await user.tab();
    expect(errorOf(minEstimate())).toBe('Min estimate must be a number.');

    await user.click(screen.getByRole('button', { name: 'Create trigger' }));
    expect(document.activeElement).toBe(project());
    expect(errorOf(project())).toBe('Project is required.');
    expect(onSaved).not.toHaveBeenCalled();
    expect((await listActive(accountId)).items).toHaveLength(0);

    await user.clear(minEstimate());
    await user.keyboard('1.');
    expect((minEstimate() as HTMLInputElement).value).toBe('1.'); // kept while it reads as 1
    await user.keyboard('5');
    expect(errorOf(minEstimate())).toBeNull();
  });

  it('works controlled: the app owns the value', async () => {
    const accountId = await serveWithAccount();
    const changes: TriggerConfigValue[] = [];
    function Controlled() {
      const [value, setValue] = useState<TriggerConfigValue>({ project: 'web', include_archived: false });
      return (
        <>
          <TriggerConfigForm
            triggerSlug={TASK_CREATED}
            connectedAccountId={accountId}
            value={value}
            onValueChange={(next) => {
              changes.push(next);
              setValue(next);
            }}
          />
          <button type="button" onClick={() => setValue({ project: 'ops', priority: 'low', min_estimate: 3 })}>
            Load preset
          </button>
        </>
      );
    }
    renderWithServer(kit!, <Controlled />);
    const user = userEvent.setup();
    await waitFor(() => expect((project() as HTMLInputElement).value).toBe('web'));
    await user.click(project());
    await user.keyboard('site');
    expect(changes.at(-1)).toEqual({ project: 'website', include_archived: false });
    expect((project() as HTMLInputElement).value).toBe('website');

    await user.click(screen.getByRole('button', { name: 'Load preset' }));
    expect((project() as HTMLInputElement).value).toBe('ops');
    expect((priority() as HTMLSelectElement).value).toBe('low');
    expect((minEstimate() as HTMLInputElement).value).toBe('3');
  });

  it('pauses, resumes and deletes an existing instance, in the same words everywhere', async () => {
    const accountId = await serveWithAccount();
    const { trigger_id } = await kit!.client.triggerInstances.upsert(TASK_CREATED, {
      connected_account_id: accountId,
      trigger_config: { project: 'ops' },
    });
    const { user, onDeleted } = renderForm({ instance: trigger_id, connectedAccountId: accountId });
    await waitFor(() => expect((project() as HTMLInputElement).value).toBe('ops'));
    const status = () => document.querySelector('[data-slot="trigger-form-status"]');
    expect(status()?.textContent).toBe('Listening');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(status()?.textContent).toBe('Paused'));
    expect((await listActive(accountId, true)).items[0]?.disabled_at).not.toBeNull();
    expect(document.querySelector('[data-slot="live-region"]')?.textContent).toBe('Paused');

    // A trigger is paused and resumed; accounts and auth configs are disabled and enabled.
    expect(screen.queryByRole('button', { name: /Enable|Disable/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(status()?.textContent).toBe('Listening'));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect((await listActive(accountId)).items[0]?.disabled_at).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: 'Delete' });
    expect(within(confirm).getByText(/cannot be restored/)).toBeTruthy();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Delete' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('group', { name: 'Delete' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(trigger_id));
    expect((await listActive(accountId, true)).items).toHaveLength(0);
    expect(status()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create trigger' }));
    expect((project() as HTMLInputElement).value).toBe('ops');
    expect(document.querySelector('[data-slot="live-region"]')?.textContent).toBe('Trigger deleted.');
  });

  it('saves a changed config of an existing instance as the instance, not beside it', async () => {
    const accountId = await serveWithAccount();
    const { trigger_id } = await kit!.client.triggerInstances.upsert(TASK_CREATED, {
      connected_account_id: accountId,
      trigger_config: { project: 'ops' },
    });
    const { user, onSaved } = renderForm({ instance: trigger_id, connectedAccountId: accountId });
    await waitFor(() => expect((project() as HTMLInputElement).value).toBe('ops'));
    await user.click(project());
    await user.keyboard('-eu{Enter}');

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await waitFor(async () => {
      const { items } = await listActive(accountId, true);
      expect(items.map((i) => [i.id, i.trigger_config.project])).toEqual([[onSaved.mock.calls[0]![0], 'ops-eu']]);
    });
    expect(onSaved.mock.calls[0]![0]).not.toBe(trigger_id);
    expect(screen.getByText('Listening')).toBeTruthy();
  });

  it("maps the service's field errors onto the fields, and shows the others with their request id", async () => {
    const accountId = await serveWithAccount();
    const real = await kit!.client.triggerTypes.get(TASK_CREATED);
    // A stale copy of the schema in the app: the service still requires the project.
    const stale: TriggerType = { ...real, config: { ...real.config, project: { ...real.config.project!, required: false } } };
    const { user, unmount } = renderForm({ triggerType: stale, connectedAccountId: accountId, fieldLabels: { project: 'Project key' } });
    expect(fieldOf(project()).querySelector('label')?.textContent).toBe('Project key');
    await user.click(screen.getByRole('button', { name: 'Create trigger' }));
    await waitFor(() => expect(errorOf(project())).toBe('Project key is required.'));
    expect(document.activeElement).toBe(project());
    expect(document.querySelector('[data-slot="error-notice"]')).toBeNull();
    unmount();

    const otherAccount = await serveWithAccount({}, 'patchbay_noauth_demo');
    const second = renderForm({ triggerSlug: TASK_CREATED, connectedAccountId: otherAccount });
    await waitFor(() => expect(project()).toBeTruthy());
    await second.user.click(project());
    await second.user.keyboard('ops{Enter}');
    const notice = await screen.findByRole('alert');
    expect(notice.querySelector('[data-slot="error-notice-message"]')?.textContent).toBe('Something here is not right. Check it and try again.');
    expect(notice.querySelector('[data-slot="error-notice-detail"]')?.textContent).toMatch(/is a trigger of 'patchbay_apikey_demo'/);
    expect(notice.querySelector('[data-slot="error-notice-request-id"]')?.textContent).toMatch(/^Request ID: req_/);
  });

  it('keeps its context value while the page re-renders, and gives a new one as the user types', async () => {
    const accountId = await serveWithAccount();
    const { seen, user, expectSameValueAcrossPageRenders } = renderContextProbe(kit!, useTriggerFormContext, (probe) => (
      // An inline callback, as an app writes it.
      <TriggerConfigForm.Root triggerSlug={TASK_CREATED} connectedAccountId={accountId} onSaved={() => undefined}>
        <TriggerConfigForm.Fields />
        {probe}
      </TriggerConfigForm.Root>
    ));
    await waitFor(() => expect(project()).toBeTruthy());
    const ready = await expectSameValueAcrossPageRenders();

    await user.type(project(), 'o');
    const typed = seen.at(-1)!;
    expect(typed).not.toBe(ready);
    expect(typed.values.project).toBe('o');
    // The actions stay the same functions and act on the latest values.
    expect([typed.setFieldValue, typed.submit, typed.touch, typed.deleteInstance]).toEqual([
      ready.setFieldValue,
      ready.submit,
      ready.touch,
      ready.deleteInstance,
    ]);
    await user.type(project(), 'ps');
    expect(seen.at(-1)!.values.project).toBe('ops');
  });

  it('has no axe violations, with errors shown and for an existing instance', async () => {
    const accountId = await serveWithAccount({ ui: { theme: 'dark' } });
    const { user, unmount } = renderForm({ triggerSlug: TASK_CREATED, connectedAccountId: accountId });
    await waitFor(() => expect(project()).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Create trigger' }));
    await expectNoAxeViolations();
    unmount();

    const { trigger_id } = await kit!.client.triggerInstances.upsert(TASK_CREATED, {
      connected_account_id: accountId,
      trigger_config: { project: 'ops' },
    });
    renderForm({ instance: trigger_id, connectedAccountId: accountId });
    await waitFor(() => expect(screen.getByText('Listening')).toBeTruthy());
    await expectNoAxeViolations();
  });
});
