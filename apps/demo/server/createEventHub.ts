import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebhookEvent } from '@patchbay/client';
import type { DemoUser } from './demoUsers';

const KEEP_PER_USER = 200;
const HEARTBEAT_MS = 15_000;

export interface EventHub {
  /** Stores a verified webhook event for the user it names, and pushes it to their open streams. */
  publish(event: WebhookEvent): void;
  /** GET /events: the user's recent events, then new ones as they arrive (Server-Sent Events). */
  stream(user: DemoUser, req: IncomingMessage, res: ServerResponse): void;
  close(): void;
}

/** The user an event is about: trigger.message and status events both carry user_id. */
function userOf(event: WebhookEvent): string | null {
  const data = event.data as { user_id?: unknown } | null;
  return data && typeof data.user_id === 'string' ? data.user_id : null;
}

function frame(event: WebhookEvent): string {
  return `id: ${event.id}\nevent: patchbay\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Keeps the last events per user in memory and fans them out over SSE. */
export function createEventHub(): EventHub {
  const recent = new Map<string, WebhookEvent[]>();
  const seen = new Set<string>();
  const listeners = new Map<string, Set<ServerResponse>>();

  return {
    publish(event) {
      const userId = userOf(event);
      // The service retries a delivery with the same id when an answer is lost.
      if (!userId || seen.has(event.id)) return;
      seen.add(event.id);
      const list = recent.get(userId) ?? [];
      list.push(event);
      const dropped = list.splice(0, Math.max(0, list.length - KEEP_PER_USER));
      for (const old of dropped) seen.delete(old.id);
      recent.set(userId, list);
      for (const res of listeners.get(userId) ?? []) res.write(frame(event));
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

      const set = listeners.get(user.id) ?? new Set<ServerResponse>();
      set.add(res);
      listeners.set(user.id, set);
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      req.on('close', () => {
        clearInterval(heartbeat);
        set.delete(res);
      });
    },
    close() {
      for (const set of listeners.values()) for (const res of set) res.end();
      listeners.clear();
    },
  };
}
