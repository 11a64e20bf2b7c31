import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SessionStoreOptions {
  /**
   * A JSON file that keeps live sessions across restarts (written with mode
   * 0600, holding hashes of session ids, never the ids). Without it sessions
   * live in memory only, and a restart signs everyone out.
   * @default undefined (memory only)
   */
  file?: string;
  /** Live sessions one user may have; starting another ends their oldest. @default 20 */
  maxPerUser?: number;
  /** Live sessions in all; starting another ends the oldest. @default 1000 */
  maxSessions?: number;
  /** The clock, in milliseconds; tests pass their own. @default Date.now */
  now?: () => number;
}

/** The server's list of live sessions: what makes a signed cookie revocable. */
export interface SessionStore {
  /** Starts a session for `userId` lasting `ttlMs`; returns its id (random, 256 bits). */
  start(userId: string, ttlMs: number): string;
  /** The user of a live session, or null when the id is unknown, ended or expired. */
  userOf(sessionId: string): string | null;
  /** Ends a session; unknown ids are ignored. */
  end(sessionId: string): void;
  /** Live sessions (expired ones not yet swept included). */
  readonly size: number;
}

interface Session {
  userId: string;
  expiresAt: number;
}

/** Sessions are kept by a hash of their id: a copy of the file does not sign anyone in. */
const keyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

function load(file: string | undefined, now: number): Map<string, Session> {
  const sessions = new Map<string, Session>();
  if (!file || !existsSync(file)) return sessions;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { sessions?: unknown };
    for (const entry of Array.isArray(saved.sessions) ? saved.sessions : []) {
      const [key, userId, expiresAt] = Array.isArray(entry) ? (entry as unknown[]) : [];
      if (typeof key === 'string' && typeof userId === 'string' && typeof expiresAt === 'number' && expiresAt > now) {
        sessions.set(key, { userId, expiresAt });
      }
    }
  } catch {
    // An unreadable file signs everyone out, nothing worse.
  }
  return sessions;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const { file, maxPerUser = 20, maxSessions = 1000, now = Date.now } = options;
  // Insertion order is start order: the first entries are the oldest.
  const sessions = load(file, now());

  function save(): void {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    const body = JSON.stringify({ sessions: [...sessions].map(([key, { userId, expiresAt }]) => [key, userId, expiresAt]) });
    // Written beside and renamed over: a crash mid-write leaves the old list, not half of one.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, body, { mode: 0o600 });
    renameSync(temporary, file);
  }

  function sweep(at: number): void {
    for (const [key, session] of sessions) if (session.expiresAt <= at) sessions.delete(key);
  }

  function evictBeyond(limit: number, userId?: string): void {
    const keys = [...sessions].filter(([, session]) => userId === undefined || session.userId === userId).map(([key]) => key);
    for (const key of keys.slice(0, Math.max(0, keys.length - limit))) sessions.delete(key);
  }

  evictBeyond(maxSessions);

  return {
    start(userId, ttlMs) {
      const at = now();
      sweep(at);
      // Room for the new one within both caps.
      evictBeyond(maxPerUser - 1, userId);
      evictBeyond(maxSessions - 1);
      const sessionId = randomBytes(32).toString('base64url');
      sessions.set(keyOf(sessionId), { userId, expiresAt: at + ttlMs });
      save();
      return sessionId;
    },
    userOf(sessionId) {
      const key = keyOf(sessionId);
      const session = sessions.get(key);
      if (!session) return null;
      if (session.expiresAt > now()) return session.userId;
      // Forgotten here; the file catches up at the next start or end.
      sessions.delete(key);
      return null;
    },
    end(sessionId) {
      if (sessions.delete(keyOf(sessionId))) save();
    },
    get size() {
      return sessions.size;
    },
  };
}
