import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './sessionStore';

const HOUR = 60 * 60 * 1000;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'patchbay-sessions-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createSessionStore', () => {
  it('knows a session until it ends or expires', () => {
    let now = 1_000_000;
    const store = createSessionStore({ now: () => now });
    const id = store.start('ada', HOUR);
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(store.userOf(id)).toBe('ada');
    expect(store.userOf(`${id}x`)).toBeNull();
    store.end(id);
    expect(store.userOf(id)).toBeNull();

    const other = store.start('grace', HOUR);
    now += HOUR;
    expect(store.userOf(other)).toBeNull();
  });

  it('sweeps expired sessions, so memory does not grow with sign-ins nobody ends', () => {
    let now = 0;
    const store = createSessionStore({ now: () => now });
    for (let i = 0; i < 50; i += 1) {
      store.start(i % 2 ? 'ada' : 'grace', HOUR);
      now += HOUR; // each one expired before the next
    }
    expect(store.size).toBe(1);
  });

  it('caps live sessions per user and in all, ending the oldest', () => {
    const store = createSessionStore({ maxPerUser: 3, maxSessions: 5 });
    const ada = Array.from({ length: 4 }, () => store.start('ada', HOUR));
    expect(ada.map((id) => store.userOf(id))).toEqual([null, 'ada', 'ada', 'ada']);
    const grace = Array.from({ length: 3 }, () => store.start('grace', HOUR));
    expect(store.size).toBe(5);
    // Grace's third pushed the total over 5: the oldest live session (Ada's second) went.
    expect(store.userOf(ada[1]!)).toBeNull();
    expect(store.userOf(ada[2]!)).toBe('ada');
    expect(grace.every((id) => store.userOf(id) === 'grace')).toBe(true);
  });

  it('keeps sessions across a restart when given a file, ended ones ended, and only hashes of their ids', async () => {
    const file = join(dir, 'sessions.json');
    const before = createSessionStore({ file });
    const kept = before.start('ada', HOUR);
    const ended = before.start('grace', HOUR);
    before.end(ended);

    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(kept);
    expect(text).not.toContain(ended);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);

    const after = createSessionStore({ file });
    expect(after.userOf(kept)).toBe('ada');
    expect(after.userOf(ended)).toBeNull();
    expect(after.size).toBe(1);
  });

  it('starts empty from a missing or damaged file', async () => {
    const file = join(dir, 'nested', 'sessions.json');
    expect(createSessionStore({ file }).size).toBe(0);
    const store = createSessionStore({ file });
    store.start('ada', HOUR);
    await writeFile(file, '{"sessions": [["x", 1, "no"], null, "y"');
    expect(createSessionStore({ file }).size).toBe(0);
  });
});
