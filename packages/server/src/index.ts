export { createPatchbayServer } from './createPatchbayServer';
export type { PatchbayServer, PatchbayServerOptions } from './createPatchbayServer';
export { serveNode } from './serveNode';
export type { RunningServer, ServeOptions } from './serveNode';
export { MemoryStore } from './store/MemoryStore';
export { SqliteStore } from './store/SqliteStore';
export type { Collection, Store, StoredDoc } from './store/Store';
export type { RateLimitOptions } from './http/rateLimit';
export type { Clock } from './clock';
