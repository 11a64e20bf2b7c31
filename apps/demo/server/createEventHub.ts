import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebhookEvent } from '@patchbay/client';
import type { DemoUser } from './demoUsers';

const HEARTBEAT_MS = 15_000;

export interface EventHubOptions {
  /** The app's users. Events about anyone else are dropped: no one could stream them, and keeping them would grow without end. */
  users: readonly DemoUser[];
  /** Events kept per user, replayed to a stream that opens or reconnects. @default 200 */
  keepPerUser?: number;
  /** Streams one user may have open at once; opening another ends their oldest. @default 10 */
  maxStreamsPerUser?: number;
}

export interface EventHub {
  /** Stores a verified webhook event for the user it names, and pushes it to their open streams. */
  publish(event: WebhookEvent): void;
  /** GET /events: the user's recent events, then new ones as they arrive (Server-Sent Events). */
  stream(user: DemoUser, req: IncomingMessage, res: ServerResponse): void;
  close(): void;
  /** Events kept in memory, for all users together: at most `users.length × keepPerUser`. */
  readonly size: number;
}

/** The user an event is about: a trigger message names it in its metadata, account events in their data. */
function userOf(event: WebhookEvent): string | null {
  if (event.type === 'composio.trigger.message') return event.metadata.user_id;
  return typeof event.data.user_id === 'string' ? event.data.user_id : null;
}

function frame(event: WebhookEvent): string {
  return `id: ${event.id}\nevent: patchbay\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Keeps the last events per user in memory and fans them out over SSE. */
export function createEventHub(options: EventHubOptions): EventHub {
  const { keepPerUser = 200, maxStreamsPerUser = 10 } = options;
  const users = new Set(options.users.map((user) => user.id));
  const recent = new Map<string, WebhookEvent[]>();
  const seen = new Set<string>();
  /** Open streams per user (signed-in users only) with what ends each; a Set keeps opening order, oldest first. */
  const listeners = new Map<string, Set<{ res: ServerResponse; end: () => void }>>();

  return {
    publish(event) {
      const userId = userOf(event);
      // The service retries a delivery with the same id when an answer is lost.
      if (!userId || !users.has(userId) || seen.has(event.id)) return;
      seen.add(event.id);
      const list = recent.get(userId) ?? [];
      list.push(event);
      const dropped = list.splice(0, Math.max(0, list.length - keepPerUser));
      for (const old of dropped) seen.delete(old.id);
      recent.set(userId, list);
      for (const { res } of listeners.get(userId) ?? []) res.write(frame(event));
    },
    stream(user, req, res) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // A reconnecting EventSource names the last event it got; replay only what came after.
      const lastId = req.headers['last-event-id'];
      const backlog = recent.get(user.id) ?? [];
      const from = typeof lastId === 'string' ? backlog.findIndex((event) => event.id === lastId) + 1 : 0;
      res.write(`retry: 2000\n: ${backlog.length} recent events\n\n`);
      for (const event of backlog.slice(from)) res.write(frame(event));

      const set = listeners.get(user.id) ?? new Set();
      listeners.set(user.id, set);
      // Every tab has one stream; past the cap, a user's oldest stream is the one left behind.
      for (const oldest of [...set].slice(0, Math.max(0, set.size - maxStreamsPerUser + 1))) oldest.end();
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const stream = {
        res,
        end: () => {
          if (!set.delete(stream)) return;
          clearInterval(heartbeat);
          res.end();
        },
      };
      set.add(stream);
      req.on('close', stream.end);
    },
    close() {
      for (const set of listeners.values()) for (const stream of set) stream.end();
      listeners.clear();
    },
    get size() {
      let count = 0;
      for (const list of recent.values()) count += list.length;
      return count;
    },
  };
}
