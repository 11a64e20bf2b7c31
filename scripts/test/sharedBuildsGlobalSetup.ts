import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// For its declaration of what this setup provides.
import type {} from './buildOnce';

/*
 * A folder for the run's shared builds (the static Storybook, the demo's
 * production bundle), each made there by the first test file that needs it
 * (buildOnce.ts): the files that use one run side by side and share it. Only
 * the folder is made here, so a run of files that need no build builds nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'patchbay-builds-'));
  project.provide('sharedBuildsDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
