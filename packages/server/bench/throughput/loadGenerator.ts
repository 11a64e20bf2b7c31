/**
 * A small HTTP/1.1 load generator, run in its own process (forked with an
 * IPC channel): each connection is one keep-alive socket sending the next
 * request as soon as the previous answer is complete, like autocannon. It
 * writes pre-built request bytes and reads answers with a minimal parser
 * (Content-Length or chunked), so it costs far less per request than
 * `http.request` and leaves the target as the bottleneck.
 */
import { connect, type Socket } from 'node:net';

export interface LoadJob {
  /** Where to connect, e.g. 'http://127.0.0.1:8787'. */
  origin: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  /** Median latency of one request, in ms. */
  p50Ms: number;
  /** Answers that were not 2xx (a bench whose target fails is no bench). */
  non2xx: number;
  firstStatus: number;
}

const CRLF_CRLF = Buffer.from('\r\n\r\n');

function requestBytes(job: LoadJob, host: string): Buffer {
  const body = job.body === undefined ? undefined : Buffer.from(job.body);
  const lines = [`${job.method} ${job.path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(job.headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  return body ? Buffer.concat([head, body]) : head;
}

/** Parses answers off one socket; calls `done(status)` per complete answer. */
function answerReader(done: (status: number) => void): (chunk: Buffer) => void {
  let buffer: Buffer = Buffer.alloc(0);
  // The answer being read: its status, and how its body ends.
  let status = 0;
  let remaining = -1; // bytes of a Content-Length body still to come
  let chunked = false;
  let inBody = false;

  return (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!inBody) {
        const end = buffer.indexOf(CRLF_CRLF);
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString('latin1');
        buffer = buffer.subarray(end + 4);
        status = Number(head.slice(9, 12));
        const lower = head.toLowerCase();
        const length = /\r\ncontent-length:\s*(\d+)/.exec(lower);
        chunked = /\r\ntransfer-encoding:\s*chunked/.test(lower);
        remaining = length ? Number(length[1]) : 0;
        inBody = true;
      }
      if (chunked) {
        // Chunks: size line, data, CRLF; a zero-size chunk then CRLF ends the body (no trailers expected).
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const size = parseInt(buffer.subarray(0, line).toString('latin1'), 16);
        const need = line + 2 + size + 2;
        if (buffer.length < need) return;
        buffer = buffer.subarray(need);
        if (size !== 0) continue;
      } else {
        if (buffer.length < remaining) return;
        buffer = buffer.subarray(remaining);
      }
      inBody = false;
      done(status);
    }
  };
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.origin);
  const bytes = requestBytes(job, url.host);
  const latencies: number[] = [];
  let non2xx = 0;
  let firstStatus = 0;
  let stopping = false;
  const sockets: Socket[] = [];
  let started = 0;

  const finished = Promise.all(
    Array.from(
      { length: job.connections },
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
          sockets.push(socket);
          let sentAt = 0;
          const send = () => {
            sentAt = performance.now();
            socket.write(bytes);
          };
          socket.on(
            'data',
            answerReader((status) => {
              latencies.push(performance.now() - sentAt);
              if (firstStatus === 0) firstStatus = status;
              if (status < 200 || status > 299) non2xx++;
              if (stopping) {
                socket.end();
                resolve();
              } else send();
            }),
          );
          socket.on('error', reject);
          socket.on('close', () => resolve());
          socket.once('connect', () => {
            started ||= performance.now();
            send();
          });
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, job.durationMs));
  stopping = true;
  const elapsed = (performance.now() - started) / 1000;
  const requests = latencies.length;
  await finished;
  for (const socket of sockets) socket.destroy();
  latencies.sort((a, b) => a - b);
  return { requests, perSecond: requests / elapsed, p50Ms: latencies[Math.floor(latencies.length / 2)] ?? NaN, non2xx, firstStatus };
}

// Forked: run each job sent, answer with its result.
if (process.send) {
  process.on('message', (job: LoadJob) => {
    runLoad(job).then(
      (result) => process.send!({ result }),
      (error: unknown) => process.send!({ error: String(error) }),
    );
  });
}
