/**
 * The first 16 hex digits of the SHA-256 of the project's API key, put in every budget's key: relays of two
 * projects sharing one store (and one `prefix`) keep their users' budgets apart, while instances of one
 * project share them. The key itself is never written to the store. Web Crypto, so it runs on every runtime.
 */
export async function projectTagOf(apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey));
  return Array.from(new Uint8Array(digest, 0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
