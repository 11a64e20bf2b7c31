#!/usr/bin/env node
// Prints each package's browser bundle size, minified and gzipped.
//   own         the package's code and its dependencies, without its peer dependencies
//               (from its package.json) and without the other Patchbay packages;
//   with deps   everything a browser downloads for it besides its peers;
//   incl. Radix with deps, plus any peer an app may not have yet (all but React and
//               TanStack Query): what an app without Radix downloads for the package.
// Then what one import of each UI component costs, the same three ways.
//
//   pnpm size
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const APP_PEERS = ['react', 'react-dom', '@tanstack/react-query'];
const WORKSPACE = ['@patchbay/client', '@patchbay/react', '@patchbay/ui', '@patchbay/server'];
const TARGETS = { '@patchbay/client': 5, '@patchbay/react': 10, '@patchbay/ui': 25 };
const COMPONENTS = ['ToolkitPicker', 'ConnectAccountModal', 'TriggerConfigForm', 'FileDropzone'];

/** esbuild `external` patterns for packages and their subpaths (`react/jsx-runtime`). */
const externals = (names) => names.flatMap((name) => [name, `${name}/*`]);

async function size(entry, external, loader = {}) {
  const result = await build({
    ...entry,
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    external: externals(external),
    loader,
    logLevel: 'silent',
    // Keep `new URL('./x.worker.ts', import.meta.url)` as it is: the worker is its own chunk.
    supported: { 'import-meta': true },
  });
  const bytes = Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents)));
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The three figures for one entry of a package. */
async function measure(entry, name, peers) {
  const others = WORKSPACE.filter((w) => w !== name);
  const own = await size(entry, [...peers, ...others]);
  const withDeps = await size(entry, peers);
  const withoutRadix = await size(entry, APP_PEERS);
  return { own, withDeps, withoutRadix };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [];
const peersOf = {};
for (const pkg of ['client', 'react', 'ui']) {
  const manifest = JSON.parse(readFileSync(`packages/${pkg}/package.json`, 'utf8'));
  const { name } = manifest;
  peersOf[name] = Object.keys(manifest.peerDependencies ?? {});
  const { own, withDeps, withoutRadix } = await measure({ entryPoints: [`packages/${pkg}/src/index.ts`] }, name, peersOf[name]);
  const target = TARGETS[name];
  rows.push([name, kb(own.min), kb(own.gzip), kb(withDeps.gzip), kb(withoutRadix.gzip), `${target} kB`, own.gzip <= target * 1024 ? 'PASS' : 'MISS']);
}
const worker = await size({ entryPoints: ['packages/react/src/hashing/md5.worker.ts'] }, []);
rows.push(['@patchbay/react md5 worker (lazy chunk)', kb(worker.min), kb(worker.gzip), kb(worker.gzip), kb(worker.gzip), '-', '']);
const css = await size({ entryPoints: ['packages/ui/src/styles/patchbay.css'] }, [], { '.css': 'css' });
rows.push(['@patchbay/ui styles.css', kb(css.min), kb(css.gzip), kb(css.gzip), kb(css.gzip), '-', '']);
for (const component of COMPONENTS) {
  const entry = { stdin: { contents: `export { ${component} } from './src/index.ts';`, resolveDir: 'packages/ui', loader: 'ts' } };
  const { own, withDeps, withoutRadix } = await measure(entry, '@patchbay/ui', peersOf['@patchbay/ui']);
  rows.push([`  import { ${component} }`, kb(own.min), kb(own.gzip), kb(withDeps.gzip), kb(withoutRadix.gzip), '-', '']);
}

const header = ['package', 'own min', 'own min+gzip', 'with deps min+gzip', 'incl. Radix min+gzip', 'target', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ') + ' |';
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
console.log(`
Peers excluded (each package.json's peerDependencies): ${[...new Set(Object.values(peersOf).flat())].join(', ')}.
Targets apply to the own min+gzip column. "incl. Radix" adds the peers an app may not have yet
(@radix-ui/react-dialog, used by ConnectAccountModal only): what an app without Radix downloads.`);
