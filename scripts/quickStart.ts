/**
 * The Quick start code in the READMEs is the consumer apps' code.
 *
 * A code block preceded by a marker comment is a copy of a region of a file
 * under `consumers/`:
 *
 *   <!-- quick-start: consumers/vite-app/server/relay.ts#relay -->
 *   ```ts
 *   ...
 *   ```
 *
 * In the source file the region is every stretch between `// #region relay`
 * and `// #endregion relay` (several stretches are joined, so a snippet can
 * take the imports from the top of a file and a statement further down). The
 * region `install` of a `package.json` is the npm command that installs the
 * kit as that app depends on it.
 *
 *   pnpm docs:quick-start          rewrites every marked block from its source
 *   pnpm docs:quick-start --check  fails when a block differs (also a unit test)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The READMEs that may carry marked blocks: the root's, consumers/', and each package's. */
export function quickStartDocuments(root = REPO_ROOT): string[] {
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'packages', entry.name, 'README.md'));
  return [join(root, 'README.md'), join(root, 'consumers', 'README.md'), ...packages].filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
}

const MARKER = /^<!-- quick-start: (\S+?)#([\w-]+) -->\n(`{3,})(\w*)\n(?:([\s\S]*?)\n)??\3[ \t]*$/gm;

export interface MarkedBlock {
  /** The README, relative to the repository. */
  document: string;
  /** The source file, relative to the repository. */
  source: string;
  region: string;
  /** The block's text as the README has it. */
  actual: string;
  /** The region's text as the source has it. */
  expected: string;
}

/** Removes the indentation every non-empty line shares. */
function dedent(lines: string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common));
}

/** The text of `region` in a source file: its stretches, each dedented, joined without the marker lines. */
export function extractRegion(text: string, region: string, file: string): string {
  const stretches: string[][] = [];
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    const marker = /^\s*\/\/ #(region|endregion) ([\w-]+)\s*$/.exec(line);
    if (marker?.[2] === region) {
      if ((marker[1] === 'region') === (current !== null)) throw new Error(`${file}: unbalanced '#${marker[1]} ${region}'.`);
      if (current) stretches.push(current);
      current = marker[1] === 'region' ? [] : null;
      continue;
    }
    if (marker) continue;
    current?.push(line);
  }
  if (current) throw new Error(`${file}: '#region ${region}' is not closed.`);
  if (!stretches.length) throw new Error(`${file}: no region '${region}'.`);
  return stretches
    .flatMap(dedent)
    .join('\n')
    .replace(/^\n+|\s+$/g, '');
}

/** Peer dependencies of the published packages, which an app installs itself (React aside: the app has it). */
function kitPeers(root: string): Set<string> {
  const peers = new Set<string>();
  for (const entry of readdirSync(join(root, 'packages'), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', entry.name, 'package.json'), 'utf8')) as {
        peerDependencies?: Record<string, string>;
      };
      for (const name of Object.keys(manifest.peerDependencies ?? {})) peers.add(name);
    } catch {
      // Not a package.
    }
  }
  peers.delete('react');
  peers.delete('react-dom');
  return peers;
}

/** The npm commands that install the kit as an app's package.json has it. */
export function installCommand(manifestText: string, root = REPO_ROOT): string {
  const manifest = JSON.parse(manifestText) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const peers = kitPeers(root);
  const kit = Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@patchbay/') || peers.has(name));
  const dev = Object.keys(manifest.devDependencies ?? {}).filter((name) => name.startsWith('@patchbay/'));
  const lines = [`npm install ${kit.join(' ')}`];
  if (dev.length) lines.push(`npm install --save-dev ${dev.join(' ')}   # the local service, for development and tests`);
  return lines.join('\n');
}

/** What a marker names, from the repository's files. */
export function regionText(source: string, region: string, root = REPO_ROOT): string {
  const text = readFileSync(join(root, source), 'utf8');
  if (source.endsWith('package.json')) {
    if (region !== 'install') throw new Error(`${source}: package.json only has the region 'install'.`);
    return installCommand(text, root);
  }
  return extractRegion(text, region, source);
}

/** Every marked block of `document` with the text it should have. */
export function markedBlocks(document: string, root = REPO_ROOT): MarkedBlock[] {
  const text = readFileSync(document, 'utf8');
  return [...text.matchAll(MARKER)].map((match) => ({
    document: relative(root, document),
    source: match[1]!,
    region: match[2]!,
    actual: match[5] ?? '',
    expected: regionText(match[1]!, match[2]!, root),
  }));
}

/** Rewrites the marked blocks of `document` from their sources; returns whether it changed. */
export function syncDocument(document: string, root = REPO_ROOT): boolean {
  const text = readFileSync(document, 'utf8');
  const next = text.replace(MARKER, (_all, source: string, region: string, fence: string, lang: string) => {
    return `<!-- quick-start: ${source}#${region} -->\n${fence}${lang}\n${regionText(source, region, root)}\n${fence}`;
  });
  if (next === text) return false;
  writeFileSync(document, next);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const document of quickStartDocuments()) {
    if (check) {
      for (const block of markedBlocks(document)) {
        if (block.actual === block.expected) continue;
        stale++;
        console.error(`${block.document}: the block from ${block.source}#${block.region} differs from its source.`);
      }
    } else if (syncDocument(document)) {
      console.log(`updated ${relative(REPO_ROOT, document)}`);
    }
  }
  if (stale) {
    console.error("Run `pnpm docs:quick-start` to copy the consumer apps' code into the READMEs.");
    process.exit(1);
  }
}
