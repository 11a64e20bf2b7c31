import fc from 'fast-check';

/**
 * How the property suites run. By default: a fixed seed and a bounded number
 * of runs per property, so `npm test` stays fast and deterministic. For a
 * long run, or to replay a failure:
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

/** The wall-clock budget of one property: runs plus shrinking. */
export function propertyBudgetMs(defaultRuns: number, msPerRun: number): number {
  const runs = fuzzSettings.runs ?? defaultRuns;
  // Shrinking a failure replays it many times: leave room for that too.
  return fuzzSettings.runs === undefined ? 30_000 : Math.max(30_000, runs * msPerRun * 2);
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
    plugins: [fc.interruptAfterTimeLimit(propertyBudgetMs(defaultRuns, msPerRun))],
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const outcome = details.failed ? 'FAILED' : details.interrupted ? 'stopped at the time limit' : 'passed';
  console.log(`[fuzz] ${label}: seed ${seed}, ${details.numRuns} of ${numRuns} runs, ${seconds} s, ${outcome}`);
  if (details.failed) {
    const replay = `PATCHBAY_FUZZ_SEED=${seed} PATCHBAY_FUZZ_RUNS=${numRuns} PATCHBAY_FUZZ_PATH=${details.counterexamplePath ?? ''}`;
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const report = (fc.defaultReportMessage(details) ?? 'the property failed').replace(/\n\nHint: Enable verbose mode[^\n]*/, '');
    throw new Error(`${label}\n${report}\nBroken invariant: ${error}\n\nReplay with: ${replay}`);
  }
}
