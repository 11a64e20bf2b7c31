/**
 * Sums a `.cpuprofile`'s self time per function and per module (package or
 * source file), the heaviest first: `tsx readCpuProfile.ts <file> [top]`.
 * When the bench's service wrote `ready-<pid>.txt` beside the profile, only
 * samples taken after it began serving are counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** `node_modules/.pnpm/hono@4/node_modules/hono/dist/x.js` → `hono`; a source file keeps its path from the repository root. */
function moduleOf(url: string): string {
  if (url === '') return '(native/vm)';
  const inModules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return url;
  const source = /\/(packages\/.+)$/.exec(url);
  return source ? source[1]! : url;
}

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
// CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile
const pid = basename(file!).split('.')[3];
const readyFile = join(dirname(file!), `ready-${pid}.txt`);
const since = existsSync(readyFile) ? Number(readFileSync(readyFile, 'utf8')) : -Infinity;
const self = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= since) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const byFunction = new Map<string, number>();
const byModule = new Map<string, number>();
for (const [id, micros] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const mod = moduleOf(url);
  const name = `${functionName || '(anonymous)'}  ${mod}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byModule.set(mod, (byModule.get(mod) ?? 0) + micros);
}
// Inclusive time: each sample counts once for every distinct function on its stack.
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map<string, number>();
for (const [id, micros] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
    if (url === '') continue;
    const name = `${functionName || '(anonymous)'}  ${moduleOf(url)}:${lineNumber + 1}`;
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
  }
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (self time, of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  }
};
print('By module', byModule);
print('By function', byFunction);
if (process.env.INCLUSIVE) print('By function, inclusive', inclusive);
