import { servicePut } from '@patchbay/core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  area,
  browseButton,
  fileInput,
  fileOf,
  gate,
  liveRegion,
  renderDropzone,
  root,
  row,
  statusOf,
  tamperedBody,
  testHasher,
} from './FileDropzone.support';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(async () => {
  cleanup();
  await kit.close();
});

const storedFiles = async () => (await kit.client.files.list()).items.map((file) => file.filename);

describe('FileDropzone', () => {
  it('uploads a file picked with the keyboard alone', async () => {
    const { user } = renderDropzone(kit);
    await user.tab();
    expect(document.activeElement).toBe(browseButton());
    expect(browseButton().getAttribute('aria-describedby')).toBe(screen.getByText('Any file type').id);

    const clicks = vi.fn();
    fileInput().addEventListener('click', clicks);
    await user.keyboard('{Enter}');
    expect(clicks).toHaveBeenCalledTimes(1);

    await user.upload(fileInput(), fileOf('hello patchbay'));
    expect(row('notes.txt').querySelector('[data-slot="file-dropzone-item-size"]')?.textContent).toBe('14 bytes');
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Uploaded'));
    expect(row('notes.txt').getAttribute('data-state')).toBe('done');
    expect(root().getAttribute('data-state')).toBe('idle');
    expect(liveRegion()).toBe('notes.txt: Uploaded');
    expect(await storedFiles()).toEqual(['notes.txt']);
  });

  it('shows "Already uploaded" for the same bytes again, and sends no second PUT', async () => {
    const { user, put, hasher } = renderDropzone(kit);
    await user.upload(fileInput(), fileOf('same bytes', 'a.txt'));
    await waitFor(() => expect(statusOf('a.txt')).toBe('Uploaded'));
    await user.upload(fileInput(), fileOf('same bytes', 'copy-of-a.txt'));
    await waitFor(() => expect(statusOf('copy-of-a.txt')).toBe('Already uploaded'));

    const copy = row('copy-of-a.txt');
    expect(copy.getAttribute('data-state')).toBe('duplicate');
    expect(within(copy).getByText(/nothing was sent again/)).toBeTruthy();
    expect(within(copy).queryByRole('progressbar')).toBeNull();
    expect(put).toHaveBeenCalledTimes(1);
    expect(hasher.hash).toHaveBeenCalledTimes(2);
    expect(liveRegion()).toBe('copy-of-a.txt: Already uploaded');
    expect(await storedFiles()).toEqual(['a.txt']);
  });

  it("shows the service's message when the bytes do not match the MD5, and Retry uploads them once fixed", async () => {
    let tamper = true;
    const put = servicePut(kit.server.fetch, {
      body: async (file) => {
        if (!tamper) return file.arrayBuffer();
        tamper = false;
        return tamperedBody(file);
      },
    });
    const onError = vi.fn();
    const { user } = renderDropzone(kit, { put, onError });
    await user.upload(fileInput(), fileOf('original'));
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Upload failed'));

    const failed = row('notes.txt');
    expect(failed.getAttribute('data-state')).toBe('failed');
    expect(within(failed).getByText('The file arrived changed, so it was not saved. Try again.')).toBeTruthy();
    const detail = failed.querySelector('[data-slot="file-dropzone-item-detail"]')?.textContent ?? '';
    expect(detail).toMatch(/^The uploaded content has MD5 [0-9a-f]{32}, but the upload request declared [0-9a-f]{32}\.$/);
    expect(failed.querySelector('[data-slot="file-dropzone-item-request-id"]')?.textContent).toMatch(/^Request ID: \S+/);
    expect(liveRegion()).toBe('notes.txt: Upload failed');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(await storedFiles()).toEqual([]);

    // Keyboard: focus is back on "browse" after picking (as when the file dialog closes); Tab reaches the details, then Retry.
    expect(document.activeElement).toBe(browseButton());
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Details for developers');
    await user.tab();
    const retry = screen.getByRole('button', { name: 'Retry notes.txt' });
    expect(document.activeElement).toBe(retry);
    expect(retry.getAttribute('aria-describedby')).toBe(failed.querySelector('[data-slot="file-dropzone-item-problem"]')?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Uploaded'));
    // The same button element stayed under focus through Cancel and on to Remove.
    expect(document.activeElement).toBe(retry);
    expect(retry.getAttribute('aria-label')).toBe('Remove notes.txt');
    expect(await storedFiles()).toEqual(['notes.txt']);
  });

  it('cancels an upload in flight, then Retry finishes it', async () => {
    const held = gate();
    const { user } = renderDropzone(kit, { put: servicePut(kit.server.fetch, { before: () => held.promise }) });
    await user.upload(fileInput(), fileOf('to be cancelled'));
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Uploading… 0%'));
    expect(root().getAttribute('data-state')).toBe('uploading');

    expect(document.activeElement).toBe(browseButton());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel notes.txt' }));
    await user.keyboard('{Enter}');
    held.release();
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Cancelled'));
    expect(row('notes.txt').getAttribute('data-state')).toBe('cancelled');
    expect(liveRegion()).toBe('notes.txt: Cancelled');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Retry notes.txt');
    expect(await storedFiles()).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Uploaded'));
    expect(await storedFiles()).toEqual(['notes.txt']);
  });

  it('takes files dropped on the area, and ignores drags that carry no files', async () => {
    renderDropzone(kit);
    const files = { types: ['Files'], files: [] as File[] };
    fireEvent.dragEnter(area(), { dataTransfer: files });
    fireEvent.dragOver(area(), { dataTransfer: files });
    expect(root().getAttribute('data-state')).toBe('dragging');
    expect(area().getAttribute('data-state')).toBe('dragging');
    fireEvent.dragLeave(area(), { dataTransfer: files });
    expect(root().getAttribute('data-state')).toBe('idle');

    const text = { types: ['text/plain'], files: [] as File[] };
    fireEvent.dragEnter(area(), { dataTransfer: text });
    fireEvent.dragOver(area(), { dataTransfer: text });
    expect(area().getAttribute('data-state')).toBe('idle');

    fireEvent.dragEnter(area(), { dataTransfer: files });
    fireEvent.drop(area(), { dataTransfer: { types: ['Files'], files: [fileOf('dropped in', 'one.txt'), fileOf('and another', 'two.txt')] } });
    expect(root().getAttribute('data-state')).not.toBe('dragging');
    await waitFor(() => expect([statusOf('one.txt'), statusOf('two.txt')]).toEqual(['Uploaded', 'Uploaded']));
    expect((await storedFiles()).sort()).toEqual(['one.txt', 'two.txt']);
  });

  it('refuses files over maxSizeBytes before hashing them, with a message on the row', async () => {
    const onReject = vi.fn();
    const { user, hasher } = renderDropzone(kit, { maxSizeBytes: 1000, onReject });
    expect(screen.getByText('Any file type · up to 1 kB each')).toBeTruthy();
    const big = fileOf('x'.repeat(2500), 'big.bin', 'application/octet-stream');
    await user.upload(fileInput(), [big, fileOf('small enough', 'small.txt')]);

    expect(statusOf('big.bin')).toBe('Not added');
    expect(row('big.bin').getAttribute('data-state')).toBe('rejected');
    expect(within(row('big.bin')).getByText('This file is larger than the 1 kB limit.')).toBeTruthy();
    expect(row('big.bin').querySelector('[data-slot="file-dropzone-item-size"]')?.textContent).toBe('2.5 kB');
    expect(onReject).toHaveBeenCalledWith(big, 'too-large');
    await waitFor(() => expect(statusOf('small.txt')).toBe('Uploaded'));
    expect(hasher.hash).toHaveBeenCalledTimes(1);
    expect(hasher.hash.mock.calls[0]?.[0]).not.toBe(big);
    expect(liveRegion()).toBe('small.txt: Uploaded');
    expect(await storedFiles()).toEqual(['small.txt']);
  });

  it('refuses dropped files that do not match accept (the picker filters its own), naming the types as alternatives', async () => {
    const { hasher } = renderDropzone(kit, { accept: '.txt,image/*' });
    expect(fileInput().accept).toBe('.txt,image/*');
    expect(screen.getByText('Accepted: .txt, image/*')).toBeTruthy();
    fireEvent.drop(area(), {
      dataTransfer: { types: ['Files'], files: [fileOf('%PDF', 'report.pdf', 'application/pdf'), fileOf('png', 'photo.PNG', 'image/png')] },
    });
    expect(statusOf('report.pdf')).toBe('Not added');
    expect(within(row('report.pdf')).getByText('This file type is not accepted (.txt or image/*).')).toBeTruthy();
    await waitFor(() => expect(statusOf('photo.PNG')).toBe('Uploaded'));
    expect(hasher.hash).toHaveBeenCalledTimes(1);
  });

  it('takes one file when multiple is false', async () => {
    renderDropzone(kit, { multiple: false });
    expect(fileInput().multiple).toBe(false);
    fireEvent.drop(area(), { dataTransfer: { types: ['Files'], files: [fileOf('first', 'first.txt'), fileOf('second', 'second.txt')] } });
    await waitFor(() => expect(statusOf('first.txt')).toBe('Uploaded'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('reports hashing and upload progress on a named progressbar, and announces only final states', async () => {
    const hashHeld = gate();
    const putHeld = gate();
    const hasher = testHasher({ fraction: 0.42, until: hashHeld.promise });
    const put = servicePut(kit.server.fetch, {
      before: async (_file, report) => {
        report(0.8);
        await putHeld.promise;
      },
    });
    const { user } = renderDropzone(kit, { hasher, put });
    await user.upload(fileInput(), fileOf('p'.repeat(100)));

    const checking = await screen.findByRole('progressbar', { name: 'Checking notes.txt' });
    expect([checking.getAttribute('aria-valuenow'), checking.getAttribute('aria-valuemin'), checking.getAttribute('aria-valuemax')]).toEqual([
      '42',
      '0',
      '100',
    ]);
    expect(statusOf('notes.txt')).toBe('Checking… 42%');
    expect(row('notes.txt').getAttribute('data-state')).toBe('hashing');

    hashHeld.release();
    const uploading = await screen.findByRole('progressbar', { name: 'Uploading notes.txt' });
    await waitFor(() => expect(uploading.getAttribute('aria-valuenow')).toBe('80'));
    expect(statusOf('notes.txt')).toBe('Uploading… 80%');
    expect(liveRegion()).toBe('');

    putHeld.release();
    await waitFor(() => expect(statusOf('notes.txt')).toBe('Uploaded'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(liveRegion()).toBe('notes.txt: Uploaded');
  });
});
