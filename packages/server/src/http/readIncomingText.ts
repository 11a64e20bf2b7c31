import type { IncomingMessage } from 'node:http';
import { ApiError, bodyTimedOut, bodyTooLarge, type BodyTimeouts } from '@patchbay/relay/http';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A Node request's body as text, by the rules `readTextWithin` reads a web
 * body by: a 413 past `limit` bytes (declared or counted), a 408 when it
 * stalls for `idleMs` or takes longer than `totalMs` from the first read,
 * and a 400 for anything but strict UTF-8. Reading stops at the first
 * failure; whatever is left is the server's to drain, as it drains a body a
 * handler did not read.
 */
export function readIncomingText(incoming: IncomingMessage, limit: number, timeouts: BodyTimeouts): Promise<string> {
  if (Number(incoming.headers['content-length'] ?? 0) > limit) return Promise.reject(bodyTooLarge(limit));
  // The whole body is here already (a small one comes in the packets of its headers): read at once, nothing to wait for.
  if (incoming.complete) {
    const body = (incoming.read() as Buffer | null) ?? Buffer.alloc(0);
    if (body.byteLength > limit) return Promise.reject(bodyTooLarge(limit));
    return new Promise((resolve) => resolve(utf8Text([body])));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const startedAt = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const fail = (error: unknown) => {
      stop();
      incoming.pause();
      reject(error instanceof Error ? error : new Error('The request body could not be read.', { cause: error }));
    };
    // The next bytes are waited for until the idle limit or the total one, whichever comes first.
    const wait = () => {
      clearTimeout(timer);
      const left = startedAt + timeouts.totalMs - performance.now();
      const reason = timeouts.idleMs < left ? 'idle' : 'total';
      timer = setTimeout(() => fail(bodyTimedOut(reason, timeouts)), Math.max(0, Math.min(timeouts.idleMs, left)));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) return fail(bodyTooLarge(limit));
      chunks.push(chunk);
      wait();
    };
    const onEnd = () => {
      stop();
      try {
        resolve(utf8Text(chunks));
      } catch (error) {
        reject(error);
      }
    };
    const onError = (error: Error) => fail(error);
    const onClose = () => fail(new Error('The connection closed before the request body ended.'));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
    wait();
  });
}

/** The bytes as strict UTF-8 text, or a 400. */
function utf8Text(chunks: readonly Buffer[]): string {
  try {
    return utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  } catch {
    throw new ApiError('BAD_REQUEST', 'The request body is not valid UTF-8.', {
      errors: ['body: not valid UTF-8'],
      suggestedFix: 'Encode the body as UTF-8.',
    });
  }
}
