/**
 * Benchmark-only worker for the read modes other than `stream`: the shipped message handler
 * (src/hashing/hashWorkerHandler.ts: queue, progress, aborts, MD5 engines) with a slice reader
 * from readModes.ts in place of `file.stream()`. The worker's name is the read mode.
 */
import { createHashMessageHandler } from '../../src/hashing/hashWorkerHandler';
import type { WorkerRequest } from '../../src/hashing/protocol';
import { sliceSource, type SliceReadMode } from './readModes';

const scope = self as unknown as Pick<Worker, 'postMessage' | 'onmessage'> & { name: SliceReadMode };
const mode = scope.name;
const handle = createHashMessageHandler({ openSource: (file, chunkSize) => sliceSource(file, chunkSize, mode) });
scope.onmessage = (event: MessageEvent<WorkerRequest>) => handle(event.data, (message) => scope.postMessage(message));
