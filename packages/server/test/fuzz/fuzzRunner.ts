import fc from 'fast-check';

/**
 * How the property suites run. By default: a fixed seed and a fixed number of
 * runs per property, the same cases on every machine however busy, few enough
 * that `npm test` stays short. For a long run (`pnpm test:fuzz` runs every
 * property 5,000 times), or to replay a failure:
 *
 *   PATCHBAY_FUZZ_RUNS=5000 npx vitest run --project node packages/server/test/fuzz
 *   PATCHBAY_FUZZ_SEED=123 PATCHBAY_FUZZ_PATH=42:3:0 npx vitest run --project node packages/server/test/fuzz/relayFuzz.test.ts
 *
 * PATCHBAY_FUZZ_RUNS sets the runs of every property, PATCHBAY_FUZZ_SEED the
 * seed (a failure prints both, and the path that replays its shrunk
 * counterexample), PATCHBAY_FUZZ_PATH replays one counterexample.
 */
export const DEFAULT_FUZZ_SEED = 20_260_311;

function positiveInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got '${raw}'`);
  return value;
}

export interface FuzzSettings {
  readonly seed: number;
  /** Runs asked for by PATCHBAY_FUZZ_RUNS, if any. */
  readonly runs: number | undefined;
  readonly path: string | undefined;
}

export const fuzzSettings: FuzzSettings = {
  seed: positiveInteger('PATCHBAY_FUZZ_SEED') ?? DEFAULT_FUZZ_SEED,
  runs: positiveInteger('PATCHBAY_FUZZ_RUNS'),
  path: process.env.PATCHBAY_FUZZ_PATH || undefined,
};

/**
 * How much slower than `msPerRun` (a run's time on an idle machine) a run may
 * be on a busy one before the property's bound gives up on it.
 */
const SLOW_MACHINE_FACTOR = 10;

/**
 * The bound on one property, runs plus shrinking a failure (which replays it
 * many times): a run of every case it was asked for, never fewer, and a
 * failure reported with the smallest case found by then. Generous: a busy
 * machine makes each run slower, never skips one.
 */
export function propertyBudgetMs(defaultRuns: number, msPerRun: number): number {
  return 60_000 + (fuzzSettings.runs ?? defaultRuns) * msPerRun * SLOW_MACHINE_FACTOR;
}

/** The vitest timeout for a test that checks one property. */
export function propertyTimeoutMs(defaultRuns: number, msPerRun: number): number {
  return propertyBudgetMs(defaultRuns, msPerRun) + 30_000;
}

/**
 * Checks `property` with the suite's seed and run count, prints what ran
 * (so any run can be replayed), and fails with fast-check's report (the
 * shrunk counterexample and the invariant it broke) when it does not hold.
 */
export async function checkProperty<Ts extends [unknown, ...unknown[]]>(
  label: string,
  property: fc.IAsyncPropertyWithHooks<Ts>,
  defaultRuns: number,
  msPerRun: number,
): Promise<void> {
  const { seed, path } = fuzzSettings;
  const numRuns = fuzzSettings.runs ?? defaultRuns;
  const started = performance.now();
  const details = await fc.check(property, {
    seed,
    numRuns,
    ...(path ? { path } : {}),
    // Past the bound, the property fails (naming the runs done) rather than passing on fewer cases.
    interruptAfterTimeLimit: propertyBudgetMs(defaultRuns, msPerRun),
    markInterruptAsFailure: true,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const outcome = details.counterexample !== null ? 'FAILED' : details.failed ? 'FAILED: stopped at its time bound' : 'passed';
  console.log(`[fuzz] ${label}: seed ${seed}, ${details.numRuns} of ${numRuns} runs, ${seconds} s, ${outcome}`);
  if (details.failed) {
    const replay = `PATCHBAY_FUZZ_SEED=${seed} PATCHBAY_FUZZ_RUNS=${numRuns} PATCHBAY_FUZZ_PATH=${details.counterexamplePath ?? ''}`;
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const report = (fc.defaultReportMessage(details) ?? 'the property failed').replace(/\n\nHint: Enable verbose mode[^\n]*/, '');
    throw new Error(`${label}\n${report}\nBroken invariant: ${error}\n\nReplay with: ${replay}`);
  }
}
