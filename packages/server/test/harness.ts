// The service's own tests use the helpers of `@patchbay/server/testing`, and one more that reaches inside it.
import type { PatchbayServer } from '../src/createPatchbayServer';
import { DEFAULT_UPLOAD_IDLE_TIMEOUT_MS } from '../src/files/UploadOptions';
import { ObjectStorage } from '../src/files/ObjectStorage';

export * from '../src/testing';

/** The server's object storage, opened again over its directory, for tests that build a Service by hand. */
export function objectStorageOf(server: PatchbayServer): ObjectStorage {
  return new ObjectStorage({ dir: server.filesDir, maxObjectBytes: server.maxUploadBytes, idleTimeoutMs: DEFAULT_UPLOAD_IDLE_TIMEOUT_MS });
}
