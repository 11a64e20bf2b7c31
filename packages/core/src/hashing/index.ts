export { createHasher } from './hashFile';
export type { Hasher, HasherOptions, HashOptions, HashProgress, WorkerLike } from './hashFile';
export { createMd5, md5Incremental } from './md5';
export type { Md5Engine, Md5Hasher, Md5IncrementalOptions, Md5Source } from './md5';
export { DEFAULT_CHUNK_SIZE, PROGRESS_INTERVAL_MS } from './protocol';
export type { WorkerRequest, WorkerResponse } from './protocol';
export { createInlineWorker } from './inlineWorker';
export { createHashMessageHandler, handleHashMessage } from './hashWorkerHandler';
export type { HashMessageHandler, HashWorkerOptions, PostResponse } from './hashWorkerHandler';
