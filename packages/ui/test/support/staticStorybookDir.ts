import { execFile } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's static Storybook is built (storybookBuildGlobalSetup.ts). */
    storybookBuildDir: string;
  }
}

const repoRoot = resolve(import.meta.dirname, '../../../..');
/** What the build left: `ok`, or why it failed. Written whole (a rename), so a reader never sees half of it. */
const OUTCOME = 'outcome';

/**
 * The static Storybook's folder: STORYBOOK_STATIC_DIR when set (an existing
 * build), else the run's one build, which the first file to ask makes (taking
 * the folder's `claim` first) while the others wait for its outcome. A failed
 * build fails every file that waited for it, with the build's error.
 */
export async function staticStorybookDir(): Promise<string> {
  if (process.env.STORYBOOK_STATIC_DIR) return process.env.STORYBOOK_STATIC_DIR;
  const root = inject('storybookBuildDir');
  if (!root) throw new Error('No folder for the Storybook build: run this file in the browser project, or set STORYBOOK_STATIC_DIR');
  const dir = join(root, 'static');
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
      await promisify(execFile)('npx', ['storybook', 'build', '-o', dir, '--quiet'], {
        cwd: repoRoot,
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      outcome = `The Storybook build failed: ${String(error)}`;
    }
    await writeFile(join(root, `${OUTCOME}.tmp`), outcome);
    await rename(join(root, `${OUTCOME}.tmp`), join(root, OUTCOME));
  }
  const outcome = await outcomeOf(root);
  if (outcome !== 'ok') throw new Error(outcome);
  return dir;
}

/** The build's outcome, once its file is there: watched for, then read (it may have come before the watch began). */
async function outcomeOf(root: string): Promise<string> {
  const read = () => readFile(join(root, OUTCOME), 'utf8').catch(() => null);
  const watcher = watch(root);
  try {
    const arrived = new Promise<void>((resolve, reject) => {
      watcher.on('change', (_event, name) => name === OUTCOME && resolve());
      watcher.on('error', reject);
    });
    const early = await read();
    if (early !== null) return early;
    await arrived;
    return (await read()) ?? 'The Storybook build left no outcome';
  } finally {
    watcher.close();
  }
}
