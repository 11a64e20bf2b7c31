import type { WebhookEvent } from '@patchbay/client';
import { useEffect, useState } from 'react';

const KEEP = 200;

/**
 * The signed-in user's webhook events, streamed by the demo server over
 * Server-Sent Events (GET /events): its recent events first, then live ones.
 */
export function useDemoEvents(): { events: WebhookEvent[]; connected: boolean } {
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const source = new EventSource('/events');
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('patchbay', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as WebhookEvent;
      setEvents((list) => (list.some((e) => e.id === event.id) ? list : [event, ...list].slice(0, KEEP)));
    });
    return () => source.close();
  }, []);

  return { events, connected };
}
