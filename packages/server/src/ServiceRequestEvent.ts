import type { EndpointName } from '@patchbay/client';

/** What the service's `onRequest` is told of one answered request. */
export interface ServiceRequestEvent {
  method: string;
  /** The path as the service routed it (percent-decoded). */
  path: string;
  /** The endpoint of `@patchbay/client`'s table that answered, or null (hosted pages, uploads, MCP URLs, unknown paths, refused before routing). */
  endpoint: EndpointName | null;
  status: number;
  requestId: string;
  durationMs: number;
}
