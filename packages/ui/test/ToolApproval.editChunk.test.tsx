import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToolApproval } from '../src/ToolApproval';
import { heldCreateTask } from './heldApproval';
import { renderWithServer, serveEachTest } from './renderWithServer';

/**
 * Edit's form is a chunk loaded on demand. Its fetch is what the test holds
 * back or fails (offline, a deploy that removed the chunk); the module it
 * loads is the real one.
 */
const chunk = vi.hoisted(() => ({ failing: false, arrived: Promise.resolve() }));
vi.mock('../src/ToolApproval/ToolApprovalEditForm', async (importOriginal) => {
  if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module: ToolApprovalEditForm.js');
  await chunk.arrived;
  return importOriginal();
});

const each = serveEachTest('/');

describe("ToolApproval's Edit form, loaded on demand", () => {
  it('says in plain words when the form cannot load, then on Try again shows Edit busy and puts focus in the first field once it is here', async () => {
    const { approval } = await heldCreateTask(each);
    renderWithServer(each.kit(), <ToolApproval approval={approval} />);
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Edit' });

    chunk.failing = true;
    await user.click(edit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The form to edit the values could not be loaded.');
    expect(edit.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();

    chunk.failing = false;
    let arrive = () => {};
    chunk.arrived = new Promise<void>((resolve) => (arrive = resolve));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // On its way: Edit busy (and focused), the error gone, nothing to type in yet.
    expect(edit.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(edit);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();

    arrive();
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Title/ });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.value).toBe('Ship the notes');
  });
});
