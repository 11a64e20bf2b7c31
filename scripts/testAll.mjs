#!/usr/bin/env node
// Every check and test, each stage as soon as what it needs is done, with the
// time each took: the figures to read before making the test command faster.
// Stages that run at the same time prefix their lines with their name. A
// failing stage lets the stages already running finish, starts no new one,
// and the run ends with the summary and a failing exit code.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/**
 * CPU seconds (user and system) of this process's children that have ended, and of every process they waited for:
 * Linux's `cutime` and `cstime` (/proc/self/stat). A stage's share is the rise across its own exit, since the
 * stages are the only children and each one's CPU is added when it is reaped, just before its exit event. `null`
 * where /proc is not there.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command's name (which may hold spaces), from the 3rd on: cutime and cstime are the 16th and 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let cpuAtLastExit = childrenCpuSeconds();

/**
 * The machine's CPU time so far, busy and in all (seconds summed over its cores, /proc/stat): what the stages
 * count leaves out whatever their processes did not wait for, Chromium's renderers among them; this counts
 * everything the machine did, this run's or not. `null` where /proc is not there.
 */
function machineCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / 100, total: (busy + idle + iowait) / 100 };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpuSeconds();

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
    let cpu = null;
    child.on('exit', () => {
      const now = childrenCpuSeconds();
      cpu = now === null || cpuAtLastExit === null ? null : now - cpuAtLastExit;
      cpuAtLastExit = now;
    });
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        startedAt: (started - runStarted) / 1000,
        seconds: (performance.now() - started) / 1000,
        cpu,
      }),
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
console.log('\nStage times (seconds: when each started after the run began, how long it took, and the CPU time it and its processes used):');
for (const result of results.sort((a, b) => a.startedAt - b.startedAt)) {
  const mark = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
  const cpu = result.cpu === null ? '' : `  cpu ${result.cpu.toFixed(1).padStart(7)}`;
  console.log(
    `  ${result.script.padEnd(width)}  at ${result.startedAt.toFixed(1).padStart(6)}  took ${result.seconds.toFixed(1).padStart(7)}${cpu}  ${mark}`,
  );
}
for (const stage of selected)
  if (!results.some((result) => result.script === stage)) console.log(`  ${stage.padEnd(width)}  not run: a stage failed first`);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
const machineAtEnd = machineCpuSeconds();
if (machineAtStart && machineAtEnd) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const all = machineAtEnd.total - machineAtStart.total;
  console.log(
    `The machine meanwhile: ${busy.toFixed(0)} CPU seconds busy of ${all.toFixed(0)} (${((100 * busy) / all).toFixed(0)}% of its cores' time), ` +
      `of which the stages above counted ${results.reduce((sum, result) => sum + (result.cpu ?? 0), 0).toFixed(0)}.`,
  );
}
process.exit(failed ? 1 : 0);
