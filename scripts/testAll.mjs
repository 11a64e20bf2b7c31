#!/usr/bin/env node
// Every check and test, stage by stage, with the time each took: the figures
// to read before making the test command faster. Stages in one group run side
// by side (their lines prefixed with the stage's name); the groups run in
// order, and the first failing group ends the run after its summary.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * The stages come as arguments, in order: `a,b` is a group of two stages run
 * side by side (package.json's `test:all` names them; CONTRIBUTING.md says why).
 */
const GROUPS = process.argv.slice(2).map((group) => group.split(','));
if (GROUPS.length === 0) {
  console.error('usage: node scripts/testAll.mjs <script>[,<script>…] …');
  process.exit(2);
}

/** Runs `pnpm run <script>`; with a prefix, each line of its output carries it. */
function runScript(script, prefix) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) out.write(`[${prefix}] ${line}\n`);
        });
        stream.on('end', () => pending && out.write(`[${prefix}] ${pending}\n`));
      }
    }
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }));
  });
}

const results = [];
const runStarted = performance.now();
let failed = false;
for (const group of GROUPS) {
  const outcomes = await Promise.all(group.map((script) => runScript(script, group.length > 1 ? script : undefined)));
  results.push(...outcomes);
  if (outcomes.some((outcome) => outcome.code !== 0)) {
    failed = true;
    break;
  }
}

const total = (performance.now() - runStarted) / 1000;
const width = Math.max(...results.map((result) => result.script.length));
console.log('\nStage times (seconds; stages of one group ran side by side):');
for (const group of GROUPS) {
  for (const result of results.filter((r) => group.includes(r.script))) {
    const mark = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
    console.log(`  ${result.script.padEnd(width)}  ${result.seconds.toFixed(1).padStart(7)}  ${group.length > 1 ? '‖ ' : '  '}${mark}`);
  }
}
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
process.exit(failed ? 1 : 0);
