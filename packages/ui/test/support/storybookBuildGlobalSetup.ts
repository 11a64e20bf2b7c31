import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// For its declaration of what this setup provides.
import type {} from './staticStorybookDir';

/*
 * A folder for the run's one static Storybook, which the first browser file
 * that needs it builds there (staticStorybookDir.ts): the story sweep and the
 * theme studio's test run side by side and share it. Only the folder is made
 * here, so a run of the demo's files alone builds nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'patchbay-storybook-'));
  project.provide('storybookBuildDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
