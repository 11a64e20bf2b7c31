import { watch } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's shared builds are made, a folder each (sharedBuildsGlobalSetup.ts). */
    sharedBuildsDir: string;
  }
}

/** What a build left: `ok`, or why it failed. Written whole (a rename), so a reader never sees half of it. */
const OUTCOME = 'outcome';

/**
 * The folder of the run's one build called `name`, made by `build(dir)`: the
 * first test file to ask makes it (taking the build's `claim` first), the
 * others wait for its outcome. Several files of a run can then use one build
 * side by side, and a failed build fails every file that waited for it, with
 * the build's error. Only in a project with sharedBuildsGlobalSetup.ts.
 */
export async function buildOnce(name: string, build: (dir: string) => Promise<unknown>): Promise<string> {
  const shared = inject('sharedBuildsDir');
  if (!shared) throw new Error(`No folder for the shared build "${name}": run this file in a project with sharedBuildsGlobalSetup.ts`);
  const root = join(shared, name);
  const dir = join(root, 'output');
  await mkdir(root, { recursive: true });
  let claimed = true;
  try {
    await mkdir(join(root, 'claim'));
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
    claimed = false;
  }
  if (claimed) {
    let outcome = 'ok';
    try {
      await build(dir);
    } catch (error) {
      outcome = `The ${name} build failed: ${String(error)}`;
    }
    await writeFile(join(root, `${OUTCOME}.tmp`), outcome);
    await rename(join(root, `${OUTCOME}.tmp`), join(root, OUTCOME));
  }
  const outcome = await outcomeOf(root, name);
  if (outcome !== 'ok') throw new Error(outcome);
  return dir;
}

/** The build's outcome, once its file is there: watched for, then read (it may have come before the watch began). */
async function outcomeOf(root: string, name: string): Promise<string> {
  const read = () => readFile(join(root, OUTCOME), 'utf8').catch(() => null);
  const watcher = watch(root);
  try {
    const arrived = new Promise<void>((resolve, reject) => {
      watcher.on('change', (_event, file) => file === OUTCOME && resolve());
      watcher.on('error', reject);
    });
    const early = await read();
    if (early !== null) return early;
    await arrived;
    return (await read()) ?? `The ${name} build left no outcome`;
  } finally {
    watcher.close();
  }
}
