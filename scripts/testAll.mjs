#!/usr/bin/env node
// Every check and test, each stage as soon as what it needs is done, with the
// time each took: the figures to read before making the test command faster.
// Stages that run at the same time prefix their lines with their name. A
// failing stage lets the stages already running finish, starts no new one,
// and the run ends with the summary and a failing exit code.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';

/**
 * Each stage (a script of package.json) and the stages it must wait for. The
 * source checks read only the sources; the rest read `dist/` as `pnpm build`
 * leaves it. Everything else starts at once: the browser and consumer suites
 * mostly wait on Chromium, npm and builds, so the CPU-bound stages fill the
 * time they leave (CONTRIBUTING.md, "Tests").
 */
const STAGES = {
  typecheck: [],
  lint: [],
  'format:check': [],
  build: [],
  'check:packages': ['build'],
  size: ['build'],
  'test:unit': ['build'],
  'test:e2e': ['build'],
};

/** `node scripts/testAll.mjs [stage…]`: those stages (with what they need), or all of them; package.json's `test:all` names every one. */
const asked = process.argv.slice(2);
const unknown = asked.filter((stage) => !(stage in STAGES));
if (unknown.length > 0) {
  console.error(`testAll: no stage ${unknown.join(', ')}; the stages are ${Object.keys(STAGES).join(', ')}.`);
  process.exit(2);
}
const selected = new Set();
const select = (stage) => {
  if (selected.has(stage)) return;
  selected.add(stage);
  for (const need of STAGES[stage]) select(need);
};
for (const stage of asked.length > 0 ? asked : Object.keys(STAGES)) select(stage);
const prefixed = selected.size > 1;

/**
 * What a failed stage said about its failures, printed again just above the summary: a CI log is often read from
 * its end, where a stage that failed early is long out of sight. Vitest's "Failed Tests" section, each failure's
 * first lines; else the stage's last lines.
 */
const FAILURE_LINES_PER_STAGE = 45;
const LINES_PER_FAILURE = 12;

function failureExcerpt(lines) {
  const plain = lines.map(stripVTControlCharacters);
  const section = plain.findIndex((line) => / Failed Tests \d+ /.test(line));
  if (section === -1) return plain.slice(-FAILURE_LINES_PER_STAGE);
  const excerpt = [];
  let linesOfThisFailure = 0;
  for (const line of plain.slice(section)) {
    if (/^\s*FAIL\s/.test(line)) linesOfThisFailure = 0;
    if (linesOfThisFailure++ < LINES_PER_FAILURE) excerpt.push(line);
  }
  return excerpt.length > FAILURE_LINES_PER_STAGE ? [...excerpt.slice(0, FAILURE_LINES_PER_STAGE), '…'] : excerpt;
}

/** Each running stage's output since it started, kept for `failureExcerpt`. */
const outputOf = new Map();

/** Runs `pnpm run <script>`; with a prefix, each line of its output carries it. */
function runScript(script) {
  const started = performance.now();
  const kept = [];
  outputOf.set(script, kept);
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (prefixed) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) {
            kept.push(line);
            out.write(`[${script}] ${line}\n`);
          }
        });
        stream.on('end', () => {
          if (!pending) return;
          kept.push(pending);
          out.write(`[${script}] ${pending}\n`);
        });
      }
    }
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), startedAt: (started - runStarted) / 1000, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const runStarted = performance.now();
/** Each stage's run, started once everything it needs has passed; `null` when a failure left it unstarted. */
const runs = new Map();
let failed = false;
const runOf = (stage) => {
  if (!runs.has(stage)) {
    runs.set(
      stage,
      Promise.all(STAGES[stage].map(runOf)).then(async (needs) => {
        if (failed || needs.some((need) => need === null || need.code !== 0)) return null;
        const result = await runScript(stage);
        if (result.code !== 0) failed = true;
        return result;
      }),
    );
  }
  return runs.get(stage);
};
const results = (await Promise.all([...selected].map(runOf))).filter((result) => result !== null);

const total = (performance.now() - runStarted) / 1000;
for (const result of results.filter((result) => result.code !== 0 && prefixed)) {
  console.log(`\nWhat ${result.script} said of its failures:`);
  for (const line of failureExcerpt(outputOf.get(result.script))) console.log(`  ${line}`);
}
const width = Math.max(5, ...results.map((result) => result.script.length));
console.log('\nStage times (seconds: when each started after the run began, and how long it took):');
for (const result of results.sort((a, b) => a.startedAt - b.startedAt)) {
  const mark = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
  console.log(
    `  ${result.script.padEnd(width)}  at ${result.startedAt.toFixed(1).padStart(6)}  took ${result.seconds.toFixed(1).padStart(7)}  ${mark}`,
  );
}
for (const stage of selected)
  if (!results.some((result) => result.script === stage)) console.log(`  ${stage.padEnd(width)}  not run: a stage failed first`);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
process.exit(failed ? 1 : 0);
