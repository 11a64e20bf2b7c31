import v8 from 'node:v8';
import vm from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { show } from './probe';

/** An answer as the fuzz suites check it. */
export interface Answer {
  status: number;
  headers: [string, string][];
  text: string;
}

/**
 * An answer as a client reads it. One made in-process comes as it would go on
 * the wire, compressed when the probe's Accept-Encoding took it: decoded here.
 * fetch decoded those it fetched already (they have a url).
 */
export async function readAnswer(response: Response): Promise<Answer> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const coding = response.url === '' ? response.headers.get('content-encoding') : null;
  const body = coding === 'gzip' ? gunzipSync(bytes) : coding === 'br' ? brotliDecompressSync(bytes) : bytes;
  return { status: response.status, headers: [...response.headers], text: body.toString('utf8') };
}

/** A broken invariant; the message names it and quotes the answer. */
export class InvariantError extends Error {
  override name = 'InvariantError';
}

export function fail(invariant: string, answer: Answer | null, detail = ''): never {
  const quoted = answer ? `\n  answer: ${answer.status} ${show(answer.text, 300)}` : '';
  throw new InvariantError(`${invariant}${detail ? `: ${detail}` : ''}${quoted}`);
}

const DEADLINE_MS = 20_000;

/** `promise`, or a failure naming `what` when it takes longer than 20 s: a hang is a finding too. */
export function deadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new InvariantError(`${what} did not answer within ${DEADLINE_MS / 1000} s`)), DEADLINE_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** `text` around the first occurrence of `needle`, for messages. */
export function around(text: string, needle: string, width = 120): string {
  const at = text.indexOf(needle);
  if (at < 0) return '';
  return show(text.slice(Math.max(0, at - width), at + needle.length + width), 2 * width + needle.length + 2);
}

/**
 * What is wrong with `text` as the spec 2.1 error envelope of a `status`
 * answer, or null when it is one.
 */
export function envelopeProblem(status: number, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (error === null || typeof error !== 'object') return 'the body has no error object';
  const problems: string[] = [];
  if (typeof error.message !== 'string' || error.message === '') problems.push('message is not a non-empty string');
  if (typeof error.code !== 'number' || !Number.isInteger(error.code)) problems.push('code is not an integer');
  if (typeof error.slug !== 'string' || !/^[a-z_]+$/.test(error.slug)) problems.push('slug is not a slug');
  if (error.status !== status) problems.push(`status ${String(error.status)} is not the HTTP status ${status}`);
  if (typeof error.request_id !== 'string' || error.request_id === '') problems.push('request_id is not a non-empty string');
  if (typeof error.suggested_fix !== 'string') problems.push('suggested_fix is not a string');
  if (!Array.isArray(error.errors) || !error.errors.every((item) => typeof item === 'string')) problems.push('errors is not an array of strings');
  return problems.length === 0 ? null : problems.join('; ');
}

/** Frames of a JavaScript stack trace, and paths of source files. */
const TRACE_PATTERNS = [
  /^\s*at .*(?:\(|\s)(?:file:\/\/|node:|\/|[A-Za-z]:\\)[^\s)]*:\d+:\d+\)?\s*$/m,
  /\bat (?:async )?[\w$.<>]+ \([^)]*:\d+:\d+\)/,
  /(?:\/|\\)(?:src|node_modules|dist)(?:\/|\\)[\w./\\-]+\.(?:ts|tsx|js|mjs|cjs)\b/,
  /\b[\w./-]+\.(?:ts|mjs|cjs):\d+(?::\d+)?\b/,
];

/** A stack trace or source path in `text` that the caller did not type themselves, or null. */
export function traceIn(text: string, typed: string): string | null {
  for (const pattern of TRACE_PATTERNS) {
    const match = pattern.exec(text);
    if (match && !typed.includes(match[0].trim())) return match[0].trim();
  }
  return null;
}

const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype } as const;
const pristine = Object.fromEntries(Object.entries(PROTOTYPES).map(([name, proto]) => [name, Reflect.ownKeys(proto).length]));

/** A built-in prototype that gained keys since this module loaded (the service and relay run in this process), or null. */
export function pollutedPrototype(): string | null {
  for (const [name, proto] of Object.entries(PROTOTYPES)) {
    const keys = Reflect.ownKeys(proto);
    if (keys.length !== pristine[name]) return `${name}.prototype now has ${keys.map(String).join(', ')}`;
  }
  return null;
}

/** A forced garbage collection, so memory figures mean something. */
export const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
})();

/** Peak growth of RSS and heap over a baseline taken at creation; sample() as often as it matters. */
export class MemoryWatch {
  readonly #rss: number;
  readonly #heap: number;
  #peakRss = 0;
  #peakHeap = 0;

  constructor() {
    collectGarbage();
    const usage = process.memoryUsage();
    this.#rss = usage.rss;
    this.#heap = usage.heapUsed + usage.external;
  }

  sample(): void {
    const usage = process.memoryUsage();
    this.#peakRss = Math.max(this.#peakRss, usage.rss - this.#rss);
    this.#peakHeap = Math.max(this.#peakHeap, usage.heapUsed + usage.external - this.#heap);
  }

  /** Samples what is retained once garbage is collected. */
  sampleAfterGc(): void {
    collectGarbage();
    this.sample();
  }

  /** Peak growth in bytes: RSS, and the JavaScript heap plus memory held outside it (buffers). */
  get peak(): { rss: number; heap: number } {
    return { rss: this.#peakRss, heap: this.#peakHeap };
  }
}

export const MiB = 1024 * 1024;
