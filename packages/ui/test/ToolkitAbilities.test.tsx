import type { ToolKinds } from '@patchbay/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ConnectAccountModal } from '../src/ConnectAccountModal';
import { ConnectionRequest } from '../src/ConnectionRequest';
import { renderWithServer, serveEachTest } from './renderWithServer';

const { kit } = serveEachTest('/assistant/chat');

const KIND_NAMES = { reads: 'Reads', creates: 'Creates', updates: 'Updates', deletes: 'Deletes' } as const;

/** The rows the service's `tool_kinds` should read as: kinds with tools only, a few names and how many more. */
function expectedRows(kinds: ToolKinds): string[] {
  return (Object.keys(KIND_NAMES) as (keyof ToolKinds)[])
    .filter((kind) => kinds[kind].count > 0)
    .map((kind) => {
      const { count, examples } = kinds[kind];
      const names = examples.map((example) => example.name);
      // "How many more" is the list's last item, joined with English's "and" (with its comma): "List tasks, Get task, and 2 more".
      const shown =
        count > examples.length
          ? new Intl.ListFormat('en', { type: 'conjunction' }).format([...names, `${count - examples.length} more`])
          : names.join(', ');
      return `${KIND_NAMES[kind]} (${count}): ${shown}`;
    });
}

/** A generated toolkit with tools that delete and more reads than a row names, from the service itself. */
async function toolkitWithDeletes() {
  const { client } = kit();
  const deleting = await client.tools.list({ tags: ['destructiveHint'], limit: 200 });
  const slugs = [...new Set(deleting.items.map((tool) => tool.toolkit.slug))];
  for (const slug of slugs) {
    const details = await client.toolkits.get(slug);
    if (details.tool_kinds.reads.count > 3) return details;
  }
  throw new Error('No toolkit with deletes and more than three reads');
}

const disclosureIn = (root: HTMLElement) => root.querySelector<HTMLDetailsElement>('[data-slot="toolkit-abilities"]');
const rowsIn = (root: HTMLElement) => [...root.querySelectorAll('[data-slot="toolkit-abilities-kind"]')].map((row) => row.textContent);

async function expectNoAxeViolations(root: HTMLElement) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

describe('ToolkitAbilities', () => {
  it("is a Tab stop after Connect in a connection request, opens, and lists the service's kinds, counts and names", async () => {
    const user = userEvent.setup();
    const details = await kit().client.toolkits.get('patchbay_oauth_demo');
    renderWithServer(kit(), <ConnectionRequest userId="user-1" toolkit="patchbay_oauth_demo" flowOptions={{ pollIntervalMs: 60_000 }} />);
    const card = await screen.findByRole('group', { name: 'Connection request: Acme Tasks' });
    const toggle = await within(card).findByText('What can Acme Tasks do?');
    const disclosure = disclosureIn(card)!;
    expect(disclosure.open).toBe(false);

    // Connect comes first; the question is the next stop, under it.
    const connect = within(card).getByRole('button', { name: 'Connect Acme Tasks' });
    await waitFor(() => expect(connect.hasAttribute('aria-busy')).toBe(false));
    await user.tab();
    expect(document.activeElement).toBe(connect);
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    // A native <summary>: browsers open it on Enter and Space; jsdom only on a click.
    await user.click(toggle);
    expect(disclosure.open).toBe(true);

    expect(rowsIn(card)).toEqual(expectedRows(details.tool_kinds));
    expect(rowsIn(card)).toEqual([
      'Reads (2): List tasks, Get task',
      'Creates (1): Create task',
      'Updates (2): Update task, Complete task',
      'Deletes (1): Delete task',
    ]);
    await expectNoAxeViolations(card);
  });

  it('shows deletes, marked, and how many more in the connect dialog', async () => {
    const user = userEvent.setup();
    const details = await toolkitWithDeletes();
    renderWithServer(kit(), <ConnectAccountModal userId="user-1" toolkit={details.slug} defaultOpen />);
    const dialog = screen.getByRole('dialog');
    const toggle = await within(dialog).findByText(`What can ${details.name} do?`);
    expect(disclosureIn(dialog)!.open).toBe(false);
    await user.click(toggle);
    expect(disclosureIn(dialog)!.open).toBe(true);

    const rows = rowsIn(dialog);
    expect(rows).toEqual(expectedRows(details.tool_kinds));
    expect(rows[0]).toMatch(/ and \d+ more$/);
    const deletes = dialog.querySelector('[data-kind="deletes"]');
    expect(deletes?.textContent).toMatch(/^Deletes \(\d+\): /);
    expect(rows).toContain(deletes?.textContent);
    await expectNoAxeViolations(dialog);
  });

  it('is left out with showAbilities={false}', async () => {
    renderWithServer(
      kit(),
      <>
        <ConnectionRequest userId="user-1" toolkit="patchbay_oauth_demo" showAbilities={false} />
        <ConnectAccountModal userId="user-1" toolkit="patchbay_oauth_demo" defaultOpen showAbilities={false} />
      </>,
    );
    const dialog = screen.getByRole('dialog');
    const continueButton = await within(dialog).findByRole('button', { name: 'Continue to Acme Tasks' });
    await waitFor(() => expect(continueButton.hasAttribute('aria-busy')).toBe(false));
    // The toolkit's details are in: nothing shown is not nothing loaded yet.
    expect(screen.getAllByText('Acme Tasks').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-slot="toolkit-abilities"]')).toBeNull();
    expect(screen.queryByText('What can Acme Tasks do?')).toBeNull();
  });
});
