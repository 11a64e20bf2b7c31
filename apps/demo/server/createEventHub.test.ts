import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebhookEvent } from '@patchbay/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventHub, type EventHub } from './createEventHub';
import { DEMO_USERS } from './demoUsers';

const [ADA, GRACE] = DEMO_USERS as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];

let counter = 0;
function event(userId: string): WebhookEvent {
  counter += 1;
  return {
    id: `msg_${counter}`,
    type: 'composio.connected_account.status_changed',
    timestamp: new Date().toISOString(),
    metadata: { project_id: 'pr_demo', org_id: 'org_demo' },
    data: { user_id: userId, connected_account_id: `ca_${counter}`, toolkit_slug: 't', status: 'ACTIVE', previous_status: 'INITIATED' },
  };
}

/** An open /events stream as the hub sees it: what was written, and whether it was ended. */
function stream() {
  const req = Object.assign(new EventEmitter(), { headers: {} }) as unknown as IncomingMessage;
  const written: string[] = [];
  let ended = false;
  const res = {
    writeHead: () => res,
    write: (chunk: string) => written.push(chunk) > 0,
    end: () => {
      ended = true;
      (req as unknown as EventEmitter).emit('close');
      return res;
    },
  } as unknown as ServerResponse;
  return { req, res, written, ended: () => ended };
}

describe('the demo event hub keeps bounded state', () => {
  let hub: EventHub;
  afterEach(() => hub.close());

  it('keeps no events about users the app does not have', () => {
    hub = createEventHub({ users: DEMO_USERS });
    for (let i = 0; i < 1_000; i += 1) hub.publish(event(`stranger-${i}`));
    expect(hub.size).toBe(0);
    hub.publish(event(ADA.id));
    expect(hub.size).toBe(1);
  });

  it('keeps at most keepPerUser events per user', () => {
    hub = createEventHub({ users: DEMO_USERS, keepPerUser: 5 });
    for (let i = 0; i < 50; i += 1) {
      hub.publish(event(ADA.id));
      hub.publish(event(GRACE.id));
    }
    expect(hub.size).toBe(10);
    const opened = stream();
    hub.stream(ADA, opened.req, opened.res);
    expect(opened.written.filter((chunk) => chunk.startsWith('id: '))).toHaveLength(5);
  });

  it("ends a user's oldest stream when they open more than maxStreamsPerUser", () => {
    hub = createEventHub({ users: DEMO_USERS, maxStreamsPerUser: 3 });
    const streams = Array.from({ length: 5 }, () => stream());
    for (const opened of streams) hub.stream(ADA, opened.req, opened.res);
    expect(streams.map((opened) => opened.ended())).toEqual([true, true, false, false, false]);
    // Events reach the streams still open, and only them.
    hub.publish(event(ADA.id));
    expect(streams.map((opened) => opened.written.some((chunk) => chunk.startsWith('id: ')))).toEqual([false, false, true, true, true]);
    const other = stream();
    hub.stream(GRACE, other.req, other.res);
    expect(other.ended()).toBe(false);
  });
});
