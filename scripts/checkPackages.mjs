#!/usr/bin/env node
// Checks what would be published, from the built dist/ (run `pnpm build` first):
//   - `pnpm pack`s every published package (those under packages/ not marked private);
//   - each tarball holds only dist/, README.md, LICENSE (and THIRD_PARTY_LICENSES.md for bundled code) and package.json, with every
//     `workspace:` range rewritten to a version and each bin a `#!/usr/bin/env node` script;
//   - its exports are the workspace's without the `@patchbay/source` condition, `types` first;
//   - publint --strict and attw (the ESM-only profile) on each tarball;
//   - `pnpm publish --dry-run` of them all.
// Prints each tarball's contents and sizes. Exits non-zero on any problem.
//
//   pnpm check:packages [--list] [--keep DIR]
//     --list       print every file of each tarball, with its size
//     --keep DIR   leave the tarballs in DIR
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const ALLOWED = /^(package\.json|README\.md|LICENSE|THIRD_PARTY_LICENSES\.md|dist\/.+)$/;

const keepAt = process.argv.indexOf('--keep');
const list = process.argv.includes('--list');
const destination = keepAt > 0 ? process.argv[keepAt + 1] : mkdtempSync(join(tmpdir(), 'patchbay-packs-'));
mkdirSync(destination, { recursive: true });

const packages = readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'packages', entry.name, 'package.json')))
  .map((entry) => {
    const dir = join(ROOT, 'packages', entry.name);
    return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
  })
  .filter(({ manifest }) => !manifest.private);

/** The files of a .tgz: path (without the leading `package/`) → contents. */
function untar(tarball) {
  const data = gunzipSync(readFileSync(tarball));
  const files = new Map();
  for (let offset = 0; offset + 512 <= data.length;) {
    const header = data.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start, length) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const name = [field(345, 155), field(0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    if (type === '0' || type === '') files.set(name.replace(/^package\//, ''), data.subarray(offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** An exports map without the workspace's `@patchbay/source` condition; `{ default: x }` becomes `x`. */
function withoutSourceCondition(target) {
  if (typeof target !== 'object' || target === null) return target;
  const entries = Object.entries(target)
    .filter(([key]) => key !== '@patchbay/source')
    .map(([key, value]) => [key, withoutSourceCondition(value)]);
  return entries.length === 1 && entries[0][0] === 'default' ? entries[0][1] : Object.fromEntries(entries);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const problems = [];
const fail = (name, message) => problems.push(`${name}: ${message}`);

async function check({ dir, manifest }) {
  const { name } = manifest;
  if (!existsSync(join(dir, 'dist'))) {
    fail(name, 'no dist/: run `pnpm build` first');
    return undefined;
  }
  const started = performance.now();
  const { stdout } = await run('pnpm', ['pack', '--pack-destination', destination], { cwd: dir });
  const reported = stdout
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.endsWith('.tgz'));
  if (!reported) throw new Error(`pnpm pack printed no tarball for ${name}:\n${stdout}`);
  const tarball = reported.startsWith('/') ? reported : join(destination, reported);
  const files = untar(tarball);

  for (const path of files.keys()) if (!ALLOWED.test(path)) fail(name, `${path} should not be published`);
  for (const required of ['package.json', 'README.md', 'LICENSE']) if (!files.has(required)) fail(name, `${required} is missing`);
  const packed = JSON.parse(files.get('package.json').toString('utf8'));
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(packed[field] ?? {})) {
      if (String(range).startsWith('workspace:')) fail(name, `${field}.${dep} is still ${range}`);
    }
  }
  for (const [bin, path] of Object.entries(typeof packed.bin === 'string' ? { [name]: packed.bin } : (packed.bin ?? {}))) {
    const file = files.get(path.replace(/^\.\//, ''));
    if (!file) fail(name, `bin ${bin} (${path}) is not in the tarball`);
    else if (!file.toString('utf8').startsWith('#!/usr/bin/env node\n')) fail(name, `bin ${bin} (${path}) does not start with #!/usr/bin/env node`);
  }

  // The workspace resolves `@patchbay/source` to src/, which is not published: the
  // tarball's exports (publishConfig.exports) are the same map without it, `types` first.
  const published = withoutSourceCondition(manifest.exports);
  if (JSON.stringify(packed.exports) !== JSON.stringify(published)) {
    fail(name, `publishConfig.exports should be exports without @patchbay/source:\n${JSON.stringify(published, null, 2)}`);
  }
  for (const [subpath, target] of Object.entries(packed.exports ?? {})) {
    if (typeof target === 'object' && 'types' in target && Object.keys(target)[0] !== 'types')
      fail(name, `exports["${subpath}"]: types is not first`);
  }

  const stylesheets = Object.keys(packed.exports ?? {}).filter((subpath) => subpath.endsWith('.css'));
  const tool = async (label, command, args) => {
    try {
      await run(join(BIN, command), args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      fail(name, `${label} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  };
  await Promise.all([
    tool('publint --strict', 'publint', ['run', '--strict', tarball]),
    tool('attw --profile esm-only', 'attw', [
      tarball,
      ...['--profile', 'esm-only', '--no-emoji', '--no-color', '--format', 'table-flipped'],
      // Stylesheets have no types to check.
      ...(stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []),
    ]),
  ]);

  const unpacked = [...files.values()].reduce((sum, file) => sum + file.length, 0);
  return { name, tarball, files, size: statSync(tarball).size, unpacked, seconds: (performance.now() - started) / 1000 };
}

const results = [];
for (const pkg of packages) results.push(await check(pkg));

for (const result of results.filter(Boolean)) {
  const where = keepAt > 0 ? `  ${relative(process.cwd(), result.tarball)}` : '';
  console.log(
    `${result.name}${where}: ${kb(result.size)} packed, ${kb(result.unpacked)} unpacked, ${result.files.size} files (${result.seconds.toFixed(1)} s)`,
  );
  if (!list) continue;
  for (const [path, contents] of [...result.files].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${kb(contents.length).padStart(9)}  ${path}`);
  }
}

if (problems.length === 0) {
  const filters = packages.flatMap(({ manifest }) => ['--filter', manifest.name]);
  try {
    await run('pnpm', ['--recursive', '--no-sort', ...filters, 'publish', '--dry-run', '--no-git-checks'], { cwd: ROOT });
    console.log(`pnpm publish --dry-run: ok for ${packages.map(({ manifest }) => manifest.name).join(', ')}`);
  } catch (error) {
    fail('pnpm publish --dry-run', `${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

if (keepAt < 0) rmSync(destination, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(`\ncheck:packages found ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('check:packages: publint --strict and attw (esm-only) pass on every tarball.');
