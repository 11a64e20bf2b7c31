import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ProbeReport } from './lazyModulesProbe';

const PROBE = fileURLToPath(new URL('./lazyModulesProbe.ts', import.meta.url));

/** Runs the probe in a fresh Node process (from the sources, as the tests load them) and reads its report. */
function probe(): Promise<ProbeReport> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@patchbay/source', PROBE], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as ProbeReport);
      else reject(new Error(`the probe exited with ${code}:\n${stderr}${stdout}`));
    });
  });
}

// Start-up cost: what only some requests need is loaded by the first of them, not with the package.
describe('modules loaded on first use', () => {
  it('loads the MCP SDK, the OpenAPI document, the HTTP adapter, Ajv, the hosted pages’ catalogs, the relay’s entry and each route group only once something needs them', async () => {
    const report = await probe();
    const none = {
      mcpSdk: false,
      honoNodeServer: false,
      openApiDocument: false,
      ajv: false,
      webhookRoutes: false,
      hostedLocales: false,
      relayEntry: false,
    };
    // Importing the package and the testing entry's answer checks loads none of them.
    expect(report['import']).toEqual(none);
    // REST calls, the catalog and a tool router session included, need none of them, nor the routes of webhooks, nor
    // the hosted pages' messages (a link's `locale` is checked against the tags alone).
    expect(report['rest']).toEqual(none);
    // Checking an answer against the OpenAPI document's schemas loads Ajv.
    expect(report['checkedAnswer']).toEqual({ ...none, ajv: true });
    expect(report['mcp']).toEqual({ ...none, ajv: true, mcpSdk: true });
    // The document describes every route: it loads them all (the webhooks' routes make secrets with the relay's entry).
    expect(report['openapi']).toEqual({
      ...none,
      ajv: true,
      mcpSdk: true,
      openApiDocument: true,
      webhookRoutes: true,
      hostedLocales: true,
      relayEntry: true,
    });
    expect(report['serveNode']).toEqual({
      ajv: true,
      mcpSdk: true,
      openApiDocument: true,
      honoNodeServer: true,
      webhookRoutes: true,
      hostedLocales: true,
      relayEntry: true,
    });
  });
});
