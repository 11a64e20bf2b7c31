// `pnpm test:stress [vitest arguments]`: the browser and consumers suites (`pnpm run test:e2e`) beside two
// processes that keep both cores of a CI machine busy, so a test that waits for a duration rather than a
// signal shows up here before it fails on a busy machine. The busy processes end with the suite, whatever
// its outcome; this exits with the suite's code and prints how long it took.
import { spawn } from 'node:child_process';

/** Busy processes beside the suite: one per core of the two-core machines the suites run on. */
const BUSY_PROCESSES = 2;

const args = process.argv.slice(2);
const started = performance.now();
const busy = Array.from({ length: BUSY_PROCESSES }, () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
const busyExited = busy.map((child) => new Promise((resolve) => child.once('exit', resolve)));

console.log(`test:stress: ${BUSY_PROCESSES} busy processes beside pnpm run test:e2e ${args.join(' ')}`.trimEnd());
const suite = spawn('pnpm', ['run', 'test:e2e', ...args], { stdio: 'inherit' });
const suiteEnded = new Promise((resolve) => {
  suite.once('error', (error) => {
    console.error(`test:stress: could not start the suite: ${error.message}`);
    resolve(1);
  });
  suite.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

/** Ends the busy processes and waits until they are gone. */
async function stopBusy() {
  for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(busyExited);
}

// Interrupted: the suite is told too (a terminal's Ctrl-C reaches it anyway), the busy processes end,
// then this process ends as the signal asks.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    if (suite.exitCode === null && suite.signalCode === null) suite.kill(signal);
    void Promise.all([suiteEnded, stopBusy()]).then(() => process.kill(process.pid, signal));
  });
}

const code = await suiteEnded;
await stopBusy();
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`test:stress: the suite ended with exit code ${code} after ${Math.floor(seconds / 60)} min ${seconds % 60} s under load.`);
process.exit(code);
