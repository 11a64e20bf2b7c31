import { createHash } from 'node:crypto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFiles } from '../src/hooks/files/useFiles';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

/** Stores a file the way an app does: upload request, then PUT of the bytes to the presigned URL. */
async function uploadFile(filename: string, content: string, tool = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK'): Promise<string> {
  const bytes = new TextEncoder().encode(content);
  const upload = await kit.client.files.requestUpload({
    toolkit_slug: tool.startsWith('PATCHBAY_OAUTH') ? 'patchbay_oauth_demo' : 'patchbay_apikey_demo',
    tool_slug: tool,
    filename,
    mimetype: 'text/plain',
    md5: createHash('md5').update(bytes).digest('hex'),
  });
  if (upload.type === 'new') {
    const put = await kit.browserFetch(upload.new_presigned_url, { method: 'PUT', body: bytes });
    expect(put.status).toBe(200);
  }
  return upload.id;
}

describe('useFiles', () => {
  it('lists uploaded files page by page, and by tool', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push(await uploadFile(`notes-${n}.txt`, `note ${n}`));
    const other = await uploadFile('metrics.txt', 'metrics', 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC');

    const { result } = renderHook(() => useFiles({ limit: 2 }), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.files.map((f) => f.id)).toEqual(ids.slice(0, 2));
    expect(result.current.totalItems).toBe(4);
    await act(() => result.current.fetchNextPage());
    // The next page reaches the hook in a render of its own, after fetchNextPage resolves.
    await waitFor(() => expect(result.current.files.map((f) => f.id)).toEqual([...ids, other]));
    expect(result.current.hasNextPage).toBe(false);

    const byTool = renderHook(() => useFiles({ tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC' }), { wrapper: kit.wrapper });
    await waitFor(() => expect(byTool.result.current.isSuccess).toBe(true));
    expect(byTool.result.current.files).toEqual([expect.objectContaining({ id: other, filename: 'metrics.txt', size: 7, mimetype: 'text/plain' })]);
  });
});
