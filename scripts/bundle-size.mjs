#!/usr/bin/env node
// Prints each package's browser bundle size, minified and gzipped, with peer
// dependencies (React, React DOM, TanStack Query) left out. "Own" also leaves
// out the other Patchbay packages, so each figure counts one package's code;
// "with deps" counts everything a browser downloads for it besides the peers.
//
//   pnpm size
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const PEERS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@tanstack/react-query'];
const WORKSPACE = ['@patchbay/client', '@patchbay/react', '@patchbay/ui', '@patchbay/server'];
const TARGETS = { '@patchbay/client': 5, '@patchbay/react': 10, '@patchbay/ui': 25 };

async function size(entryPoints, external, loader = {}) {
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    external,
    loader,
    logLevel: 'silent',
    // Keep `new URL('./x.worker.ts', import.meta.url)` as it is: the worker is its own chunk.
    supported: { 'import-meta': true },
  });
  const bytes = Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents)));
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [];
for (const pkg of ['client', 'react', 'ui']) {
  const name = JSON.parse(readFileSync(`packages/${pkg}/package.json`, 'utf8')).name;
  const entry = `packages/${pkg}/src/index.ts`;
  const own = await size([entry], [...PEERS, ...WORKSPACE.filter((w) => w !== name)]);
  const withDeps = await size([entry], PEERS);
  const target = TARGETS[name];
  rows.push([name, kb(own.min), kb(own.gzip), kb(withDeps.gzip), `${target} kB`, own.gzip <= target * 1024 ? 'PASS' : 'MISS']);
}
const worker = await size(['packages/react/src/hashing/md5.worker.ts'], []);
rows.push(['@patchbay/react md5 worker (lazy chunk)', kb(worker.min), kb(worker.gzip), kb(worker.gzip), '-', '']);
const css = await size(['packages/ui/src/styles/patchbay.css'], [], { '.css': 'css' });
rows.push(['@patchbay/ui styles.css', kb(css.min), kb(css.gzip), kb(css.gzip), '-', '']);

const header = ['package', 'own min', 'own min+gzip', 'with deps min+gzip', 'target', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ') + ' |';
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
console.log('\nPeers excluded: react, react-dom, @tanstack/react-query. Targets apply to the own min+gzip column.');
