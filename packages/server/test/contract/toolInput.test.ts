import { describe, expect, it } from 'vitest';
import { expectEnvelope, useTestServer } from '../harness';

const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';

describe('tool input from text (POST tools/execute/{slug}/input)', () => {
  const t = useTestServer('memory', {}, 'all');
  const input = (slug: string, body: unknown, prefix = '/api/v3') => t.api('POST', `${prefix}/tools/execute/${slug}/input`, { body });

  it.each(['/api/v3', '/api/v3.1'])('reads each field the text names, as its type, with the schema’s defaults (%s)', async (prefix) => {
    const read = await input(
      CREATE_TASK,
      { text: 'Add a task. title: "Fix the login, then ship", Priority is HIGH, estimate = 2.5; archived: no.' },
      prefix,
    );
    expect(read.status).toBe(200);
    // Quoted values keep their commas; enum values are matched without case; the untouched project takes its default.
    expect(read.body).toEqual({
      arguments: { title: 'Fix the login, then ship', priority: 'high', estimate: 2.5, archived: false, project: 'inbox' },
    });
  });

  it('names the required fields the text does not give, keeping what it found', async () => {
    const read = await input(CREATE_TASK, { text: 'Make it urgent-ish: estimate 3 hours, project as ops' });
    expect(read.status).toBe(200);
    expect(read.body.arguments).toEqual({ project: 'ops', priority: 'normal', archived: false });
    expect(read.body.error).toBe(`the text does not give the required field 'title'. Name each field with its value, e.g. "title: ...".`);
  });

  it('drops a value its field does not take and says which, leaving the others', async () => {
    const read = await input(CREATE_TASK, { text: 'title: Ship it, priority: whenever, estimate: lots' });
    expect(read.body.arguments).toEqual({ title: 'Ship it', project: 'inbox', priority: 'normal', archived: false });
    expect(read.body.error).toContain("the text gives 'priority', 'estimate' in a form the field does not take");
  });

  it('matches a field name only as a whole word, and by the name with spaces', async () => {
    const read = await input('PATCHBAY_APIKEY_DEMO_RECORD_METRIC', { text: 'rename: x, metric name: signups, value: 12' });
    expect(read.body).toEqual({ arguments: { name: 'signups', value: 12, project: 'default', priority: 'normal' } });
  });

  it('refuses an unknown tool (404), and a missing or empty text (400) at its field', async () => {
    expectEnvelope(await input('NOT_A_TOOL', { text: 'title: x' }), 404);
    expect(expectEnvelope(await input(CREATE_TASK, {}), 400).field_errors[0]?.path).toEqual(['body', 'text']);
    expect(expectEnvelope(await input(CREATE_TASK, { text: '   ' }), 400).errors).toEqual(['body.text: must not be empty']);
    expectEnvelope(await input(CREATE_TASK, { text: 'x'.repeat(10_001) }), 400);
  });
});
