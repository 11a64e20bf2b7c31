import { createPatchbayClient, type FetchLike, type PatchbayClient } from '@patchbay/client';
import { devApiKey } from './devKeys';

export interface StoryClientOptions {
  /** @default the dev key the service in Storybook accepts */
  apiKey?: string;
  /** Holds every response back this long: the real service, just slow. @default 0 */
  delayMs?: number;
}

/** A client of the service that Storybook serves on its own origin. */
export function createStoryClient({ apiKey = devApiKey, delayMs = 0 }: StoryClientOptions = {}): PatchbayClient {
  const slowFetch: FetchLike = async (url, init) => {
    const response = await fetch(url, init);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return response;
  };
  return createPatchbayClient({
    baseUrl: window.location.origin,
    apiKey,
    retries: 0,
    ...(delayMs > 0 ? { fetch: slowFetch } : {}),
  });
}
