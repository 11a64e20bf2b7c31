import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createHash } from 'node:crypto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PutFile } from '@patchbay/core';
import { inThreadHasher, servicePut } from '@patchbay/core/testing';
import { useFileUpload, type UseFileUploadOptions } from '../src/upload/useFileUpload';
import { createTestKit, sequenceOf, type TestKit } from './renderWithServer';

const TOOLKIT = 'patchbay_oauth_demo';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

function renderUpload(options: Partial<UseFileUploadOptions> = {}) {
  const statuses = new Map<string, string[]>();
  const view = renderHook(
    () => {
      const result = useFileUpload({
        toolkitSlug: TOOLKIT,
        toolSlug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
        hasher: inThreadHasher(),
        put: servicePut(kit.server.fetch),
        ...options,
      });
      for (const item of result.items) statuses.set(item.id, [...(statuses.get(item.id) ?? []), item.status]);
      return result;
    },
    { wrapper: kit.wrapper },
  );
  return { ...view, statusesOf: (id: string) => sequenceOf(statuses.get(id) ?? []) };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
// jsdom's File cannot be read (no arrayBuffer or stream); Node's follows the File API like a browser's.
const fileOf = (text: string, name = 'notes.txt') => new NodeFile([text], name, { type: 'text/plain' }) as unknown as File;

async function toolSlug(): Promise<string> {
  const toolkit = await kit.client.toolkits.get(TOOLKIT);
  return toolkit.tools[0]!.slug;
}

describe('useFileUpload', () => {
  it('hashes, requests and uploads a file, which the service then lists', async () => {
    const hook = renderUpload({ toolSlug: await toolSlug() });
    let id = '';
    act(() => {
      id = hook.result.current.upload([fileOf('hello patchbay')])[0]!;
    });
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('done'));
    // A file starts at once when a slot is free, so 'queued' is never on screen here.
    expect(hook.statusesOf(id)).toEqual(['hashing', 'requesting', 'uploading', 'done']);
    const item = hook.result.current.items[0]!;
    expect(item).toMatchObject({ md5: md5('hello patchbay'), hashProgress: 1, uploadProgress: 1, error: null });
    const files = await kit.client.files.list();
    expect(files.items.map((f) => [f.filename, f.md5])).toEqual([['notes.txt', md5('hello patchbay')]]);
  });

  it('recognises bytes the service already has and sends no PUT at all', async () => {
    const put = vi.fn(servicePut(kit.server.fetch));
    const hook = renderUpload({ toolSlug: await toolSlug(), put });
    act(() => void hook.result.current.upload([fileOf('same bytes', 'a.txt')]));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('done'));
    let second = '';
    act(() => {
      second = hook.result.current.upload([fileOf('same bytes', 'copy-of-a.txt')])[0]!;
    });
    await waitFor(() => expect(hook.result.current.items[1]?.status).toBe('duplicate'));
    expect(put).toHaveBeenCalledTimes(1);
    expect(hook.statusesOf(second)).toEqual(['hashing', 'requesting', 'duplicate']);
    expect(hook.result.current.items[1]!.fileId).toBe(hook.result.current.items[0]!.fileId);
    expect(hook.result.current.items[1]!.uploadProgress).toBe(0);
  });

  it('cancels a file in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const put: PutFile = async (url, file, options) => {
      await gate; // hold the PUT so the cancel lands while it is in flight
      return servicePut(kit.server.fetch)(url, file, options);
    };
    const hook = renderUpload({ toolSlug: await toolSlug(), put });
    act(() => void hook.result.current.upload([fileOf('to be cancelled')]));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('uploading'));
    act(() => hook.result.current.cancel(hook.result.current.items[0]!.id));
    release();
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('cancelled'));
    expect(hook.result.current.isUploading).toBe(false);
    expect((await kit.client.files.list()).items).toEqual([]);
  });

  it('fails clearly when the uploaded bytes do not match the MD5, and nothing is stored', async () => {
    const onError = vi.fn();
    const tampered = servicePut(kit.server.fetch, {
      body: async (file) => new NodeBlob([await file.text(), ' changed on the way']) as unknown as Blob,
    });
    const hook = renderUpload({ toolSlug: await toolSlug(), put: tampered, onError });
    act(() => void hook.result.current.upload([fileOf('original')]));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('failed'));
    const error = hook.result.current.items[0]!.error as Error & { slug?: string; status?: number };
    expect(error.slug).toBe('md5_mismatch');
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/md5/i);
    expect(onError).toHaveBeenCalledTimes(1);
    expect((await kit.client.files.list()).items).toEqual([]);
  });

  it('retries after a network failure without hashing again', async () => {
    let failNext = true;
    const flaky = servicePut(kit.server.fetch, {
      before: () => {
        if (failNext) {
          failNext = false;
          throw new TypeError('The upload failed: network error');
        }
      },
    });
    const hook = renderUpload({ toolSlug: await toolSlug(), put: flaky });
    let id = '';
    act(() => {
      id = hook.result.current.upload([fileOf('flaky network')])[0]!;
    });
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('failed'));
    expect(hook.result.current.items[0]!.error?.message).toContain('network error');
    act(() => hook.result.current.retry(id));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('done'));
    // The MD5 is kept: the retry goes straight back to the upload request.
    expect(hook.statusesOf(id)).toEqual(['hashing', 'requesting', 'uploading', 'failed', 'requesting', 'uploading', 'done']);
  });

  it('uploads many files at once, at most `concurrency` in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    // Each PUT waits until the test lets it go: what is in flight is counted, not timed.
    const held: (() => void)[] = [];
    const counting: PutFile = async (url, file, options) => {
      peak = Math.max(peak, ++inFlight);
      try {
        await new Promise<void>((release) => held.push(release));
        await servicePut(kit.server.fetch)(url, file, options);
      } finally {
        inFlight--;
      }
    };
    const hook = renderUpload({ toolSlug: await toolSlug(), put: counting, concurrency: 2 });
    act(() => void hook.result.current.upload(Array.from({ length: 6 }, (_, i) => fileOf(`file ${i}`, `f${i}.txt`))));
    await waitFor(() => expect(held).toHaveLength(2));
    for (let released = 0; released < 6; released++) {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      held.shift()!();
    }
    await waitFor(() => expect(hook.result.current.items.every((item) => item.status === 'done')).toBe(true));
    expect(peak).toBe(2);
    expect((await kit.client.files.list()).total_items).toBe(6);
  });
});
