import { PatchbayApiError } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCreateProject } from '../src/hooks/projects/useCreateProject';
import { useDeleteProject } from '../src/hooks/projects/useDeleteProject';
import { useProjects } from '../src/hooks/projects/useProjects';
import { useRegenerateProjectKey } from '../src/hooks/projects/useRegenerateProjectKey';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

describe('project hooks (organization key)', () => {
  it('creates a project with a key, regenerates the key, and deletes the project', async () => {
    const { result } = renderHook(
      () => ({
        projects: useProjects(),
        create: useCreateProject(),
        regenerate: useRegenerateProjectKey(),
        remove: useDeleteProject(),
      }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.projects.isSuccess).toBe(true));
    const before = result.current.projects.data?.items.map((p) => p.id) ?? [];

    const created = await act(() => result.current.create.mutateAsync({ name: 'Staging', should_create_api_key: true }));
    expect(created.api_key).toEqual(expect.any(String));
    await waitFor(() => expect(result.current.projects.data?.items.map((p) => p.id)).toEqual([...before, created.id]));

    const regenerated = await act(() => result.current.regenerate.mutateAsync(created.id));
    expect(regenerated.api_key.key).not.toBe(created.api_key);

    // A duplicate name is a conflict, reported as the client's error.
    act(() => result.current.create.mutate({ name: 'Staging' }));
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(result.current.create.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.create.error).toMatchObject({ status: 409 });

    await act(() => result.current.remove.mutateAsync(created.id));
    await waitFor(() => expect(result.current.projects.data?.items.map((p) => p.id)).toEqual(before));
  });
});
