import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { serveDemoInProcess } from '../testing/serveDemoInProcess';
import { stubEventSource } from '../testing/stubEventSource';

const demo = serveDemoInProcess();
beforeEach(stubEventSource);

/** Signs in as Ada (an admin) and opens the Admin tab; the MCP servers panel's form. */
async function openMcpServers() {
  const user = userEvent.setup();
  render(<App />);
  await user.click(await screen.findByRole('button', { name: /^Sign in as Ada Lovelace/ }));
  await user.click(within(await screen.findByRole('navigation', { name: 'Integrations' })).getByRole('link', { name: 'Admin' }));
  const form = await screen.findByRole('form', { name: 'New MCP server' });
  return { user, form, create: within(form).getByRole('button', { name: 'Create server' }) };
}

describe('the MCP servers panel', () => {
  it('holds Create until its auth configs are here, then creates the server typed', async () => {
    const { kit } = demo();
    await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    // The panel's own list of enabled configs, held: a click before it answers must not be lost or ignored silently.
    const held = demo().hold('GET', /\/api\/v3\/auth_configs\?show_disabled=false$/);
    const { user, form, create } = await openMcpServers();
    await held.reached;
    await user.type(within(form).getByLabelText('Server name'), 'sales-agent');
    expect(create.getAttribute('aria-disabled')).toBe('true');
    await user.click(create);
    expect((await kit.client.mcp.listServers()).items).toHaveLength(0);

    held.release();
    await waitFor(() => expect(create.hasAttribute('aria-disabled')).toBe(false));
    await user.click(create);
    expect(await screen.findByText('sales-agent')).toBeTruthy();
    expect((await kit.client.mcp.listServers()).items.map((server) => server.name)).toEqual(['sales-agent']);
  });

  it('says what to do when no auth config is enabled, and keeps Create off', async () => {
    const { kit } = demo();
    const { items } = await kit.client.authConfigs.list();
    for (const config of items) await kit.client.authConfigs.disable(config.id);
    const { form, create } = await openMcpServers();
    expect(await screen.findByText(/^No enabled auth config yet/)).toBeTruthy();
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(within(form).getByRole('combobox', { name: 'Auth config' }).querySelectorAll('option')).toHaveLength(0);
  });
});
