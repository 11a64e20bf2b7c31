import { expect, it, vi } from 'vitest';

// A router whose module cannot be imported (a file missing from an install, say): its paths get the service's
// own 500 envelope, reported to onError, and the other routers go on answering.
vi.doMock('../src/logs/logsRoutes', () => {
  throw new Error('logsRoutes could not be imported');
});

it('answers a request whose router cannot be imported with the 500 envelope, and reports why', async () => {
  const { createPatchbayServer } = await import('../src/createPatchbayServer');
  const reported: unknown[] = [];
  const answered: number[] = [];
  const server = createPatchbayServer({
    onError: (error) => void reported.push(error),
    onRequest: (event) => void answered.push(event.status),
  });
  try {
    const get = (path: string) => server.fetch(new Request(`http://import-failure.test${path}`, { headers: { 'x-api-key': server.projectApiKey } }));

    const failed = await get('/api/v3/logs/tool_execution/log_abc');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-request-id')).toMatch(/^req_/);
    expect(await failed.json()).toMatchObject({ error: { slug: 'internal_error', request_id: failed.headers.get('x-request-id') } });
    expect(reported).toHaveLength(1);
    // Vitest wraps a failing mock factory's error; what the module threw is its cause.
    expect(String((reported[0] as Error).cause)).toMatch(/logsRoutes could not be imported/);
    expect(answered).toEqual([500]);

    expect((await get('/api/v3/auth_configs')).status).toBe(200);
  } finally {
    await server.close();
  }
});
