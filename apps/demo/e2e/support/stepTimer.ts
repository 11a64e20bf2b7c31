/** One timed step of a journey: its name and how long it took, in whole milliseconds. */
export interface TimedStep {
  name: string;
  ms: number;
}

/**
 * Times a journey's steps with `performance.now()`, so a run's timings can
 * be quoted: `step(name, run)` runs and records one, `log()` prints them all
 * once, as `journey: name 123 ms; ...`.
 */
export function stepTimer(journey: string) {
  const steps: TimedStep[] = [];
  return {
    steps,
    async step<T>(name: string, run: () => Promise<T>): Promise<T> {
      const start = performance.now();
      const result = await run();
      steps.push({ name, ms: Math.round(performance.now() - start) });
      return result;
    },
    log(): void {
      const total = steps.reduce((sum, { ms }) => sum + ms, 0);
      console.info(`${journey} (${total} ms): ${steps.map(({ name, ms }) => `${name} ${ms} ms`).join('; ')}`);
    },
  };
}
