/**
 * Throughput against anchors, side by side in one run: bare Node HTTP, a
 * minimal Hono + better-sqlite3 handler, the service (its indexed list and
 * `toolkits/multi`), and a plain `fetch` forwarder vs the relay in front of
 * the same bare upstream. Every server and the load generator run in
 * processes of their own; measurements are interleaved round by round (the
 * order reversed every other round) so the machine's noise hits every
 * target alike, and medians over the rounds are printed.
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_SECONDS per measurement
 * (default 2), BENCH_ONLY (comma-separated measurement names: e.g.
 * `service list` only, to profile), BENCH_CPU_PROF (a directory: the
 * service process, or the one BENCH_CPU_PROF_ROLE names (`relay`...), is run
 * with `--cpu-prof` and writes its profile there), BENCH_BASELINE (the root
 * of another checkout: its service and relay are measured too, as
 * "(baseline)" rows, in the same interleaved rounds).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './loadGenerator';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const CPU_PROF = process.env.BENCH_CPU_PROF;
/** Another checkout (its root) whose service and relay are measured beside this one's, in the same rounds: a before/after in one run. */
const BASELINE = process.env.BENCH_BASELINE;
const CONNECTIONS = 32;
/** The user whose accounts are listed (any seeded user has five). */
const USER = 'user_1234';

const TSX_ARGS = ['--import', 'tsx', '--conditions=@patchbay/source'];

interface Target {
  url: string;
  apiKey?: string;
  process: ChildProcess;
}

function start(role: string, upstream?: string, root?: string): Promise<Target> {
  const profile = role === (process.env.BENCH_CPU_PROF_ROLE ?? 'service') && CPU_PROF && !root ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const file = root ? join(root, 'packages/server/bench/throughput/benchTargets.ts') : here('./benchTargets.ts');
  const child = fork(file, upstream ? [role, upstream] : [role], { execArgv: [...TSX_ARGS, ...profile], ...(root ? { cwd: root } : {}) });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: { url: string; apiKey?: string }) => resolve({ ...ready, process: child }));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code} before listening`)));
  });
}

class LoadGenerator {
  readonly #child = fork(here('./loadGenerator.ts'), [], { execArgv: TSX_ARGS });

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      this.#child.once('message', (answer: { result?: LoadResult; error?: string }) =>
        answer.result ? resolve(answer.result) : reject(new Error(answer.error)),
      );
      this.#child.send(job);
    });
  }

  stop(): void {
    this.#child.disconnect();
  }
}

interface Measurement {
  name: string;
  job: (connections: number) => LoadJob;
  connections: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runThroughputBench(): Promise<void> {
  process.stderr.write('throughput: starting the servers (the service and the minimal handler seed 20,000 accounts)...\n');
  const [bare, minimal, service] = await Promise.all([start('bare'), start('minimal'), start('service')]);
  const [forwarder, relay] = await Promise.all([start('forwarder', bare.url), start('relay', bare.url)]);
  const baseline = BASELINE ? await Promise.all([start('service', undefined, BASELINE), start('relay', bare.url, BASELINE)]) : [];
  const load = new LoadGenerator();
  const durationMs = SECONDS * 1000;
  const list = `/api/v3/connected_accounts?user_ids=${USER}`;
  const get =
    (target: Target, path: string, headers: Record<string, string> = {}) =>
    (connections: number) => ({
      origin: target.url,
      method: 'GET',
      path,
      headers: { accept: 'application/json', ...headers },
      connections,
      durationMs,
    });
  const retarget =
    (job: Measurement['job'], target: Target, headers: Record<string, string>): Measurement['job'] =>
    (connections) => {
      const made = job(connections);
      return { ...made, origin: target.url, headers: { ...made.headers, ...headers } };
    };
  const measurements: Measurement[] = [
    { name: 'bare node http', job: get(bare, list), connections: CONNECTIONS },
    { name: 'minimal hono+sqlite list', job: get(minimal, list, { 'x-api-key': minimal.apiKey! }), connections: CONNECTIONS },
    { name: 'service list', job: get(service, list, { 'x-api-key': service.apiKey! }), connections: CONNECTIONS },
    {
      name: 'service toolkits/multi',
      job: (connections: number) => ({
        origin: service.url,
        method: 'POST',
        path: '/api/v3/toolkits/multi',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-api-key': service.apiKey! },
        body: JSON.stringify({ limit: 20 }),
        connections,
        durationMs,
      }),
      connections: CONNECTIONS,
    },
    { name: 'plain forwarder', job: get(forwarder, `/patchbay${list}`), connections: CONNECTIONS },
    { name: 'relay', job: get(relay, `/patchbay${list}`, { 'x-bench-user': USER }), connections: CONNECTIONS },
    { name: 'bare node http (1 conn)', job: get(bare, list), connections: 1 },
    { name: 'plain forwarder (1 conn)', job: get(forwarder, `/patchbay${list}`), connections: 1 },
    { name: 'relay (1 conn)', job: get(relay, `/patchbay${list}`, { 'x-bench-user': USER }), connections: 1 },
  ];
  const [baseService, baseRelay] = baseline;
  if (baseService && baseRelay) {
    const same = (name: string, target: Target, headers: Record<string, string>) =>
      measurements
        .filter((m) => m.name === name || m.name === `${name} (1 conn)`)
        .map((m) => ({ ...m, name: m.name.replace(name, `${name} (baseline)`), job: retarget(m.job, target, headers) }));
    measurements.push(
      ...same('service list', baseService, { 'x-api-key': baseService.apiKey! }),
      ...same('service toolkits/multi', baseService, { 'x-api-key': baseService.apiKey! }),
      ...same('relay', baseRelay, {}),
    );
  }
  const measured = measurements.filter((m) => !ONLY || ONLY.includes(m.name));

  try {
    // Warm-up: JIT, SQLite page cache, keep-alive pools.
    for (const m of measured) await load.run({ ...m.job(m.connections), durationMs: 1000 });
    const results = new Map<string, LoadResult[]>(measured.map((m) => [m.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? measured : [...measured].reverse();
      for (const m of order) {
        const result = await load.run(m.job(m.connections));
        if (result.non2xx > 0) throw new Error(`${m.name}: ${result.non2xx} answers were not 2xx (first status ${result.firstStatus})`);
        results.get(m.name)!.push(result);
      }
      const figures = measured.map((m) => `${m.name} ${results.get(m.name)!.at(-1)!.perSecond.toFixed(0)}`).join(', ');
      process.stderr.write(`  round ${round + 1}/${ROUNDS} (req/s): ${figures}\n`);
    }
    printTable(results);
  } finally {
    load.stop();
    for (const target of [bare, minimal, service, forwarder, relay, ...baseline]) target.process.disconnect();
  }
}

function printTable(results: Map<string, LoadResult[]>): void {
  const rps = (name: string) => {
    const runs = results.get(name);
    return runs && runs.length > 0 ? median(runs.map((r) => r.perSecond)) : undefined;
  };
  const p50 = (name: string) => {
    const runs = results.get(name);
    return runs && runs.length > 0 ? median(runs.map((r) => r.p50Ms)) : undefined;
  };
  const ratio = (value: number | undefined, of: number | undefined) =>
    value === undefined || of === undefined ? '-' : `${(value / of).toFixed(2)}x`;
  /** `of <what> (target >= <at least>x): pass|FAIL`, the verdict on the ratio printed beside it. */
  const target = (value: number | undefined, of: number | undefined, what: string, atLeast: number) =>
    `of ${what} (target >= ${atLeast}x): ${value === undefined || of === undefined ? '-' : value / of >= atLeast ? 'pass' : 'FAIL'}`;
  const minimal = rps('minimal hono+sqlite list');
  const forwarder = rps('plain forwarder');
  const rows: string[][] = [
    ['bare node http', rps('bare node http'), '', ''],
    ['minimal hono+sqlite list', minimal, ratio(minimal, rps('bare node http')), 'of bare'],
    ['service list', rps('service list'), ratio(rps('service list'), minimal), target(rps('service list'), minimal, 'minimal', 0.6)],
    [
      'service toolkits/multi',
      rps('service toolkits/multi'),
      ratio(rps('service toolkits/multi'), minimal),
      target(rps('service toolkits/multi'), minimal, 'minimal', 0.5),
    ],
    ['plain forwarder', forwarder, ratio(forwarder, rps('bare node http')), 'of bare'],
    ['relay', rps('relay'), ratio(rps('relay'), forwarder), target(rps('relay'), forwarder, 'plain forwarder', 0.9)],
    ...(BASELINE
      ? [
          ['service list (baseline)', rps('service list (baseline)'), ratio(rps('service list (baseline)'), minimal), 'of minimal'],
          [
            'service toolkits/multi (baseline)',
            rps('service toolkits/multi (baseline)'),
            ratio(rps('service toolkits/multi (baseline)'), minimal),
            'of minimal',
          ],
          ['relay (baseline)', rps('relay (baseline)'), ratio(rps('relay (baseline)'), forwarder), 'of plain forwarder'],
        ]
      : []),
  ].map(([name, value, r, of]) => [name as string, value === undefined ? '-' : (value as number).toFixed(0), r as string, of as string]);

  const header = ['32 connections', 'req/s (median)', 'ratio', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));

  const bareP50 = p50('bare node http (1 conn)');
  const forwarderP50 = p50('plain forwarder (1 conn)');
  const relayP50 = p50('relay (1 conn)');
  const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(3)} ms`);
  const overhead = relayP50 === undefined || forwarderP50 === undefined ? undefined : relayP50 - forwarderP50;
  console.log(
    `\n1 connection, p50: bare ${ms(bareP50)}, plain forwarder ${ms(forwarderP50)}, relay ${ms(relayP50)}; ` +
      `relay overhead over the plain forwarder ${ms(overhead)} (target < 1 ms): ${overhead === undefined ? '-' : overhead < 1 ? 'pass' : 'FAIL'}`,
  );
  const baseRelayP50 = p50('relay (baseline) (1 conn)');
  if (BASELINE && baseRelayP50 !== undefined && forwarderP50 !== undefined) {
    console.log(`baseline relay ${ms(baseRelayP50)}; its overhead over the plain forwarder ${ms(baseRelayP50 - forwarderP50)}`);
  }
  console.log(
    `\nMedians of ${ROUNDS} interleaved rounds of ${SECONDS} s each; every server and the load generator in its own process, ` +
      `on a machine with ${availableParallelism()} cores shared with other work (noisy: compare ratios within one run, not across runs).`,
  );
}
