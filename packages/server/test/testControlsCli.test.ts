import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startCli, waitForExit, type CliServer } from './cliProcess';

describe('patchbay-server --test-controls and test-controls', () => {
  let cli: CliServer;
  let orgKey: string;
  beforeAll(async () => {
    cli = await startCli(['--port', '0', '--memory', '--test-controls']);
    orgKey = /org API key:\s+(\S+)/.exec(cli.output())![1]!;
  });
  afterAll(async () => {
    cli.child.kill('SIGTERM');
    await waitForExit(cli.child);
  });

  it('says in its banner that the controls are on, and not when they are off', async () => {
    expect(cli.output()).toMatch(/test controls:\s+ON at http:\/\/127\.0\.0\.1:\d+\/api\/v3\/test_helpers\//);
    const off = await startCli(['--port', '0', '--memory']);
    try {
      expect(off.output()).not.toContain('test controls');
    } finally {
      off.child.kill('SIGTERM');
      await waitForExit(off.child);
    }
  });

  it('moves the clock, with the org key from the environment or --org-key, and prints the answer', async () => {
    const advanced = await runCli(['test-controls', 'advance-clock', '120', '--url', cli.url], { PATCHBAY_ORG_API_KEY: orgKey });
    expect(advanced).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(advanced.stdout)).toMatchObject({ offset_seconds: 120 });
    const clock = await runCli(['test-controls', 'clock', '--url', cli.url, '--org-key', orgKey]);
    expect(JSON.parse(clock.stdout)).toMatchObject({ offset_seconds: 120 });
  });

  it('sets and clears a toolkit fault', async () => {
    const failed = await runCli([
      'test-controls',
      'fail-toolkit',
      'patchbay_oauth_demo',
      '--status',
      '429',
      '--times',
      '2',
      '--retry-after',
      '5',
      '--url',
      cli.url,
      '--org-key',
      orgKey,
    ]);
    expect(failed.code).toBe(0);
    expect(JSON.parse(failed.stdout)).toEqual({
      toolkit_slug: 'patchbay_oauth_demo',
      project_id: null,
      status: 429,
      delay_ms: 0,
      retry_after_seconds: 5,
      remaining: 2,
    });
    const listed = await runCli(['test-controls', 'faults', 'patchbay_oauth_demo', '--url', cli.url, '--org-key', orgKey]);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject({ items: [{ toolkit_slug: 'patchbay_oauth_demo', status: 429, remaining: 2 }] });
    const cleared = await runCli(['test-controls', 'clear-faults', 'patchbay_oauth_demo', '--url', cli.url, '--org-key', orgKey]);
    expect(JSON.parse(cleared.stdout)).toEqual({ removed: 1 });
  });

  it('exits 1 with the service’s reason when it refuses, and 2 with the usage on a bad command line', async () => {
    const refused = await runCli(['test-controls', 'expire', 'ca_nosuchaccount', '--url', cli.url, '--org-key', orgKey]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Connected account 'ca_nosuchaccount' was not found.");
    const wrongKey = await runCli(['test-controls', 'clock', '--url', cli.url, '--org-key', 'org_wrong']);
    expect(wrongKey.code).toBe(1);

    const bad: string[][] = [
      ['test-controls'],
      ['test-controls', 'rewind', '--org-key', orgKey],
      ['test-controls', 'advance-clock', '--org-key', orgKey],
      ['test-controls', 'advance-clock', '-5', '--org-key', orgKey],
      ['test-controls', 'advance-clock', '1.5', '--org-key', orgKey],
      ['test-controls', 'expire', 'ca_x', '--reason', 'bored', '--org-key', orgKey],
      ['test-controls', 'fail-toolkit', 'patchbay_oauth_demo', '--status', '418', '--org-key', orgKey],
      ['test-controls', 'fail-toolkit', 'patchbay_oauth_demo', '--org-key', orgKey],
      ['test-controls', 'fail-toolkit', 'patchbay_oauth_demo', '--status', '503', '--retry-after', '5', '--org-key', orgKey],
      ['test-controls', 'fail-toolkit', 'patchbay_oauth_demo', '--status', '429', '--retry-after', 'soon', '--org-key', orgKey],
      ['test-controls', 'clock', '--frobnicate', '--org-key', orgKey],
      ['test-controls', 'clock', '--url', 'ftp://x', '--org-key', orgKey],
      ['test-controls', 'clock'],
    ];
    for (const args of bad) {
      const run = await runCli(args, { PATCHBAY_ORG_API_KEY: '' });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain('Usage: patchbay-server test-controls <command>');
    }
    const help = await runCli(['test-controls', '--help']);
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('advance-clock <seconds>') });
  });
});
