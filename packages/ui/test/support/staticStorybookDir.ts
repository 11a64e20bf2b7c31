import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { buildOnce } from '../../../../scripts/test/buildOnce';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/**
 * The static Storybook's folder: STORYBOOK_STATIC_DIR when set (an existing
 * build), else the run's one build, shared by the browser files that need it
 * (scripts/test/buildOnce.ts).
 */
export async function staticStorybookDir(): Promise<string> {
  if (process.env.STORYBOOK_STATIC_DIR) return process.env.STORYBOOK_STATIC_DIR;
  return buildOnce('storybook', (dir) =>
    promisify(execFile)('npx', ['storybook', 'build', '-o', dir, '--quiet'], {
      cwd: repoRoot,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
}
