import type { IncomingMessage } from 'node:http';

/** The Node request each web Request that serveNode made came from, while the Request lives. */
const incomingMessages = new WeakMap<Request, IncomingMessage>();

/** Remembers that `request` was made from `incoming` (serveNode does, for every request it serves). */
export function rememberIncoming(request: Request, incoming: IncomingMessage): void {
  incomingMessages.set(request, incoming);
}

/**
 * The Node request `request` was made from, when nothing has read its body
 * yet: the body can then be read from it straight, without the web stream
 * (and the full web Request behind it) that reading `request.body` makes.
 */
export function unreadIncomingOf(request: Request): IncomingMessage | undefined {
  const incoming = incomingMessages.get(request);
  return incoming && !incoming.readableDidRead && incoming.readableFlowing === null ? incoming : undefined;
}
