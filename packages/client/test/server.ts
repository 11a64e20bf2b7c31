// The in-process service the client tests run against (a dev-only dependency).
export { createPatchbayServer } from '@patchbay/server';
export type { PatchbayServer, PatchbayServerOptions } from '@patchbay/server';
