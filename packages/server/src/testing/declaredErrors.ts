import { COMMON_ERROR_SLUGS, ENDPOINTS, type EndpointName } from '@patchbay/client';

const ROWS = (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => {
  const row = ENDPOINTS[name];
  const literal = row.path.split('/').map((segment) => !segment.startsWith('{'));
  // Under either version's prefix: `/api/v3.1` answers the same rows.
  const pattern = new RegExp(`^/api/v3(?:\\.1)?${row.path.slice('/api/v3'.length).replace(/\{\w+\}/g, '[^/]+')}$`);
  return { name, row, literal, pattern };
});

/** The row a request reaches, preferring literal segments as the router does (`/mcp/servers` before `/mcp/{id}`). */
export function endpointOf(method: string, path: string): EndpointName | null {
  const pathname = path.split('?')[0] ?? '';
  const matches = ROWS.filter(({ row, pattern }) => row.method === method && pattern.test(pathname));
  matches.sort((a, b) => {
    const index = a.literal.findIndex((literal, i) => literal !== b.literal[i]);
    return index === -1 ? 0 : a.literal[index] ? -1 : 1;
  });
  return matches[0]?.name ?? null;
}

/**
 * Why an error answer breaks the endpoint table, or null: every slug an
 * endpoint answers with must be in its row's `errors` or be a common one.
 */
export function undeclaredError(method: string, path: string, status: number, body: unknown): string | null {
  if (status < 400) return null;
  const name = endpointOf(method, path);
  if (!name) return null;
  const slug = (body as { error?: { slug?: unknown } } | undefined)?.error?.slug;
  const declared: readonly string[] = [...COMMON_ERROR_SLUGS, ...ENDPOINTS[name].errors];
  if (typeof slug === 'string' && declared.includes(slug)) return null;
  return `${method} ${path} (${name}) answered ${status} with slug ${JSON.stringify(slug)}, which its row in ENDPOINTS does not declare`;
}
