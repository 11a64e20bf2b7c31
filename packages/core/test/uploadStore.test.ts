import { File as NodeFile } from 'node:buffer';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadStore, isUploading, type UploadStore, type UploadStoreOptions } from '../src/upload/uploadStore';
import type { UploadItem } from '../src/upload/uploadTypes';
import { inThreadHasher, servicePut } from '../src/testing';
import { createServiceKit, type ServiceKit } from '@patchbay/server/testing';

const TOOLKIT = 'patchbay_oauth_demo';

let kit: ServiceKit;
let store: UploadStore | undefined;
beforeEach(() => {
  kit = createServiceKit();
});
afterEach(async () => {
  store?.dispose();
  await kit.close();
});

// jsdom's File cannot be read; Node's follows the File API like a browser's.
const fileOf = (text: string, name = 'notes.txt') => new NodeFile([text], name, { type: 'text/plain' }) as unknown as File;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function uploadStore(options: Partial<UploadStoreOptions> = {}): Promise<UploadStore> {
  const toolSlug = (await kit.client.toolkits.get(TOOLKIT)).tools[0]!.slug;
  store = createUploadStore({
    client: kit.client,
    toolkitSlug: TOOLKIT,
    toolSlug,
    hasher: inThreadHasher(),
    put: servicePut(kit.server.fetch),
    ...options,
  });
  return store;
}

/** Resolves once every file has settled, told by the store itself. */
function settled(uploads: UploadStore): Promise<UploadItem[]> {
  return new Promise((resolve) => {
    const check = () => {
      if (isUploading(uploads.getSnapshot())) return;
      unsubscribe();
      resolve(uploads.getSnapshot());
    };
    const unsubscribe = uploads.subscribe(check);
    check();
  });
}

describe('createUploadStore', () => {
  it('hashes, requests and uploads a file, then recognises the same bytes without sending them again', async () => {
    const onUploaded = vi.fn<(item: UploadItem) => void>();
    const put = vi.fn(servicePut(kit.server.fetch));
    const uploads = await uploadStore({ onUploaded, put });
    const [first] = uploads.add([fileOf('hello patchbay')]);
    expect(isUploading(uploads.getSnapshot())).toBe(true);
    await settled(uploads);
    expect(uploads.getSnapshot()[0]).toMatchObject({ id: first, status: 'done', md5: md5('hello patchbay'), uploadProgress: 1 });

    uploads.add([fileOf('hello patchbay', 'copy.txt')]);
    const items = await settled(uploads);
    expect(items.map((item) => item.status)).toEqual(['done', 'duplicate']);
    expect(items[1]!.fileId).toBe(items[0]!.fileId);
    expect(put).toHaveBeenCalledTimes(1);
    expect(onUploaded.mock.calls.map(([item]) => item.status)).toEqual(['done', 'duplicate']);
    expect((await kit.client.files.list()).items.map((file) => file.md5)).toEqual([md5('hello patchbay')]);
  });

  it('reads its options again after configure(): the next file goes to the new tool', async () => {
    const uploads = await uploadStore();
    const tools = (await kit.client.toolkits.get(TOOLKIT)).tools;
    uploads.configure({
      client: kit.client,
      toolkitSlug: TOOLKIT,
      toolSlug: tools[1]!.slug,
      hasher: inThreadHasher(),
      put: servicePut(kit.server.fetch),
    });
    uploads.add([fileOf('for the second tool')]);
    await settled(uploads);
    expect((await kit.client.files.list()).items.map((file) => file.tool_slug)).toEqual([tools[1]!.slug]);
  });

  it('reports a failed file to onError and keeps it for a retry', async () => {
    const onError = vi.fn<(item: UploadItem) => void>();
    const uploads = await uploadStore({ onError, put: () => Promise.reject(new TypeError('The upload failed: network error')) });
    uploads.add([fileOf('flaky')]);
    const [item] = await settled(uploads);
    expect(item).toMatchObject({ status: 'failed', error: expect.objectContaining({ message: expect.stringContaining('network error') }) });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ id: item!.id, status: 'failed' }));
  });
});
