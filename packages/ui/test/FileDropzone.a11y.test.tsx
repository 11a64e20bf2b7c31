import { File as NodeFile } from 'node:buffer';
import { servicePut } from '@patchbay/core/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browseButton, fileInput, fileOf, gate, renderDropzone, root, row, statusOf, tamperedBody } from './FileDropzone.support';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(async () => {
  cleanup();
  await kit.close();
});

const nameOf = (file: Blob) => (file as unknown as NodeFile).name;

/** A dropzone with a row in each state: uploaded, already uploaded, failed, refused, and one held mid-upload. */
async function renderManyStates(theme?: string, extra: Parameters<typeof renderDropzone>[1] = {}) {
  const held = gate();
  const put = servicePut(kit.server.fetch, {
    body: async (file) => (nameOf(file) === 'broken.csv' ? tamperedBody(file) : file.arrayBuffer()),
    before: async (file, report) => {
      if (nameOf(file) !== 'slow.mov') return;
      report(0.6);
      await held.promise;
    },
  });
  const view = renderDropzone(kit, { put, maxSizeBytes: 5000, concurrency: 4, ...extra }, theme);
  await view.user.upload(fileInput(), [fileOf('quarterly numbers', 'report.pdf')]);
  await waitFor(() => expect(statusOf('report.pdf')).toBe('Uploaded'));
  await view.user.upload(fileInput(), [
    fileOf('quarterly numbers', 'report-copy.pdf'),
    fileOf('a,b\n1,2', 'broken.csv'),
    fileOf('y'.repeat(6000), 'huge.zip'),
    fileOf('ten bytes!', 'slow.mov'),
  ]);
  await waitFor(() => {
    expect(statusOf('report-copy.pdf')).toBe('Already uploaded');
    expect(statusOf('broken.csv')).toBe('Upload failed');
    expect(statusOf('slow.mov')).toBe('Uploading… 60%');
  });
  return { ...view, release: held.release };
}

describe('FileDropzone accessibility', () => {
  it.each(['light', 'dark', 'brand'])('has no axe violations in the %s theme, with rows in every state', async (theme) => {
    const { container, release } = await renderManyStates(theme);
    expect(root().getAttribute('data-state')).toBe('uploading');
    // jsdom computes no styles, so contrast is checked in the browser instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    release();
    await waitFor(() => expect(statusOf('slow.mov')).toBe('Uploaded'));
  });

  it('labels the area and describes accepted types and size on the browse button', () => {
    renderDropzone(kit, { accept: 'image/*,.pdf', maxSizeBytes: 10_000_000 });
    const group = screen.getByRole('group', { name: 'Upload files' });
    const description = document.getElementById(browseButton().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Accepted: image/*, .pdf · up to 10 MB each');
    expect(group.contains(browseButton())).toBe(true);
    expect(fileInput().tabIndex).toBe(-1);
    expect(fileInput().getAttribute('aria-hidden')).toBe('true');
    expect(group.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('puts data-slot on every part and data-state on the root and rows', async () => {
    const { container, release } = await renderManyStates();
    const states = within(screen.getByRole('list', { name: 'Files' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-state'));
    expect(states).toEqual(['done', 'duplicate', 'failed', 'rejected', 'uploading']);
    const unslotted = [...container.querySelectorAll('[data-slot="file-dropzone"] *')].filter(
      (element) => !element.closest('svg') && !element.hasAttribute('data-slot'),
    );
    expect(unslotted).toEqual([]);
    release();
  });

  it('moves focus to a neighbour when a row is removed, and back to "browse" after the last one', async () => {
    const { user } = renderDropzone(kit);
    await user.upload(fileInput(), [fileOf('one', 'one.txt'), fileOf('two', 'two.txt')]);
    await waitFor(() => expect([statusOf('one.txt'), statusOf('two.txt')]).toEqual(['Uploaded', 'Uploaded']));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove one.txt' }));
    await user.keyboard('{Enter}');
    expect(() => row('one.txt')).toThrow();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove two.txt' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(browseButton());
  });

  it('keeps structure, ARIA and data attributes but no kit classes when unstyled', async () => {
    const { container, user } = renderDropzone(kit, { unstyled: true, className: 'my-dropzone' });
    await user.upload(fileInput(), fileOf('plain'));
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Uploaded'));
    expect(root().className).toBe('my-dropzone');
    expect(container.querySelectorAll('[class*="pb-"]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Remove notes.txt' })).toBeTruthy();
  });

  it('takes its strings from the messages prop', async () => {
    const { user } = renderDropzone(kit, {
      messages: { label: 'Anhänge', browse: 'durchsuchen', done: 'Hochgeladen', announce: (name, status) => `${status}: ${name}` },
    });
    expect(screen.getByRole('group', { name: 'Anhänge' })).toBeTruthy();
    await user.upload(fileInput(), fileOf('hallo'));
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Hochgeladen'));
    expect(screen.getByRole('button', { name: 'durchsuchen' })).toBeTruthy();
    expect(document.querySelector('[data-slot="live-region"]')?.textContent).toBe('Hochgeladen: notes.txt');
  });
});
