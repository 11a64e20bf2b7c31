/**
 * What `import '@patchbay/server'` loads from the built package, in a fresh
 * process: its entry and the one chunk of everything the entry imports
 * (scripts/build/staticGraphChunk.ts), and nothing that only some requests
 * need. lazyModules.test.ts checks the same laziness on the sources; this
 * checks that the build's chunks keep it, and that the start stays one file
 * (each file costs Node's loader time of its own: `pnpm bench:cold-start`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/test/ensureBuilt';

const PROBE = fileURLToPath(new URL('./builtImportProbe.ts', import.meta.url));

let dist: string;
let loaded: string[];

beforeAll(() => {
  dist = ensureBuilt('server');
  const entry = pathToFileURL(join(dist, 'index.js')).href;
  const output = execFileSync(process.execPath, ['--import', 'tsx', PROBE, entry], { encoding: 'utf8', timeout: 60_000 });
  loaded = JSON.parse(output) as string[];
}, 120_000);

describe('the built @patchbay/server', () => {
  it('starts from its entry and one chunk', () => {
    const ownFiles = loaded.filter((url) => url.startsWith(pathToFileURL(dist).href)).map((url) => basename(new URL(url).pathname));
    expect(ownFiles).toHaveLength(2);
    expect(ownFiles).toEqual(['index.js', expect.stringMatching(/^service-[\w-]+\.js$/)]);
  });

  it('loads none of what only some requests need', () => {
    // The dependencies the first MCP request or the first `/docs` loads (lazyModules.test.ts: the sources).
    expect(loaded.filter((url) => /@modelcontextprotocol|[\\/]ajv[\\/]|swagger-ui-dist/.test(url))).toEqual([]);
    // The chunk holds the modules it was built from as `//#region <source>` blocks: none of the lazily loaded ones.
    const chunk = loaded.find((url) => /[\\/]service-[\w-]+\.js$/.test(url))!;
    const regions = [...readFileSync(new URL(chunk), 'utf8').matchAll(/^\/\/#region (\S+)/gm)].map((match) => match[1]!);
    expect(regions).toContain('src/createPatchbayServer.ts');
    const lazy = /^src\/(mcp\/serve\/|connect\/locales\/|openapi\/(openApiDocument|responseSchemas)|webhooks\/webhookSubscriptionsRoutes)/;
    expect(regions.filter((region) => lazy.test(region))).toEqual([]);
  });
});
