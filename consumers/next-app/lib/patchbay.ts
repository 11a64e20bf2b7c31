// #region server-client
// lib/patchbay.ts
import { createPatchbayClient } from '@patchbay/client';

// Server Components call the service directly, with the key (server code only).
export const patchbay = createPatchbayClient({
  baseUrl: process.env.PATCHBAY_URL!,
  apiKey: process.env.PATCHBAY_API_KEY!,
});
// #endregion server-client
