// Preloaded with `node --import`: no connection may leave loopback. The SDK
// under test must not reach the vendor, npm or anything else; every attempt
// is refused and remembered, and the journey reports them.
import net from 'node:net';

/** Hosts a connection may go to. */
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|localhost)$/i;

/** Every refused destination, in order, as `host:port` (read by the journey's report). */
export const refusedConnections = [];
globalThis.__refusedConnections = refusedConnections;

function refuse(destination) {
  refusedConnections.push(destination);
  return new Error(`Refused a connection off loopback: ${destination}`);
}

// fetch (the SDK's transport, telemetry, the version check): refused before any DNS lookup.
const loopbackFetch = globalThis.fetch;
globalThis.fetch = function fetchOnLoopback(input, init) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!LOOPBACK.test(url.hostname)) return Promise.reject(refuse(url.host));
  return loopbackFetch(input, init);
};

// Everything else that opens a socket (http, https, WebSockets, fetch's own dispatcher).
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connectOnLoopback(...args) {
  const options = typeof args[0] === 'object' && args[0] !== null && !Array.isArray(args[0]) ? args[0] : null;
  const host = options ? options.host : typeof args[1] === 'string' ? args[1] : undefined;
  const path = options ? options.path : typeof args[0] === 'string' && Number.isNaN(Number(args[0])) ? args[0] : undefined;
  if (path === undefined && host !== undefined && !LOOPBACK.test(host)) {
    const error = refuse(`${host}:${options ? options.port : args[0]}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args);
};
