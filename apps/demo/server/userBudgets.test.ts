import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASSISTANT_PATH, type AssistantEvent } from '../src/assistant/assistantEvents';
import { startDemo, type RunningDemo } from './startDemo';

let base: string;
let demo: RunningDemo;
const cookies: Record<string, string> = {};

// A demo of its own for each test: each starts with every user's budget window, and the project's, unspent.
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'patchbay-demo-budgets-'));
  const distDir = join(base, 'dist');
  await mkdir(distDir);
  demo = await startDemo({ port: 0, dataDir: join(base, 'data'), mode: 'production', distDir });
  for (const userId of ['ada', 'grace']) {
    const signIn = await fetch(`${demo.url}/auth/sign-in`, {
      method: 'POST',
      headers: { origin: demo.url, 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
    });
    expect(signIn.status).toBe(200);
    cookies[userId] = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  }
});

afterEach(async () => {
  await demo?.close();
  await rm(base, { recursive: true, force: true });
});

interface Answer {
  status: number;
  retryAfter: string | null;
  events: AssistantEvent[];
  error?: string;
}

/** One message to the assistant, as the page sends it, read to the end. */
async function ask(userId: string, text = 'Is Acme Status up?'): Promise<Answer> {
  const response = await fetch(`${demo.url}${ASSISTANT_PATH}`, {
    method: 'POST',
    headers: { origin: demo.url, cookie: cookies[userId]!, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  const body = await response.text();
  const retryAfter = response.headers.get('retry-after');
  if (!response.headers.get('content-type')?.includes('ndjson')) {
    const error = body === '' ? undefined : (JSON.parse(body) as { error?: string }).error;
    return { status: response.status, retryAfter, events: [], ...(error === undefined ? {} : { error }) };
  }
  const events = body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as AssistantEvent);
  return { status: response.status, retryAfter, events };
}

/** One call of the kit through the relay, as the browser makes it. */
async function relayCall(userId: string): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(`${demo.url}/patchbay/api/v3/connected_accounts`, { headers: { cookie: cookies[userId]! } });
  await response.body?.cancel();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

/** `count` runs of `task`, `width` at a time: one browser's worth of connections, below the server's cap per address. */
async function inParallel<T>(count: number, width: number, task: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      results.push(await task());
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** Ada's message went through: the agent answered, and nothing failed on the way. */
function expectAnswered(answer: Answer): void {
  expect(answer.status).toBe(200);
  expect(answer.events.filter((event) => event.type === 'error')).toEqual([]);
  expect(answer.events.find((event) => event.type === 'message')).toMatchObject({
    text: expect.stringMatching(/^Acme Status (says|reports|did not say) /),
  });
}

describe('per-user budgets: one user cannot spend the project limit others need', () => {
  it("keeps Ada's calls working while Grace floods the assistant and the relay; Grace gets 429 with Retry-After", async () => {
    const flood = Promise.all([inParallel(200, 20, () => ask('grace')), inParallel(300, 20, () => relayCall('grace'))]);
    const adaDuring: Answer[] = [];
    const adaRelay: number[] = [];
    for (let i = 0; i < 3; i++) {
      adaDuring.push(await ask('ada'));
      adaRelay.push((await relayCall('ada')).status);
    }
    const [graceAnswers, graceRelay] = await flood;
    // Right after the flood, in the same window of the service's project limit.
    const adaAfter = [await ask('ada'), await ask('ada')];
    for (let i = 0; i < 5; i++) adaRelay.push((await relayCall('ada')).status);

    for (const answer of [...adaDuring, ...adaAfter]) expectAnswered(answer);
    expect(adaRelay).toEqual(Array.from({ length: 8 }, () => 200));

    const refused = graceAnswers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(150);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.error).toEqual(expect.any(String));
    }
    const relayRefused = graceRelay.filter((call) => call.status === 429);
    expect(relayRefused.length).toBeGreaterThan(100);
    for (const call of relayRefused) expect(Number(call.retryAfter)).toBeGreaterThan(0);
  });

  it('answers one message after another only up to the budget of calls, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let limited: Answer | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const answer = await ask('grace');
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
      else if (answer.events.some((event) => event.type === 'error')) {
        // A run that meets the budget midway stops, saying when to try again.
        expect(answer.events).toContainEqual({ type: 'error', message: expect.stringMatching(/Try again in \d+ s/) });
      } else expectAnswered(answer);
    }
    expect(limited).toBeDefined();
    expect(Number(limited!.retryAfter)).toBeGreaterThan(0);
    expect(limited!.error).toMatch(/Try again in \d+ s/);
    // Each message spends several project-key calls: the budget holds a handful of them, not thirty.
    expect(statuses.length).toBeLessThan(15);
    expectAnswered(await ask('ada'));
  });
});
