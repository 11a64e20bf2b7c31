import { createServiceKit, type ServiceKit } from '@patchbay/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorText } from '../src/shared/fieldErrorText';
import { plainError } from '../src/shared/plainError';
import { defaultMessages } from '../src/theme/messages';

/** The service's refusal of `call`, as the kit receives it. */
async function refusal(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the service to refuse');
    },
    (error: unknown) => error,
  );
}

describe('field errors in plain words, at the field', () => {
  let kit: ServiceKit;
  beforeAll(() => {
    kit = createServiceKit();
  });
  afterAll(() => kit.close());

  it.each([
    ['an unknown slug', 'no_such_app'],
    ['an emoji', '😀'],
    ['HTML', '<b>github</b>'],
  ])('names the rule of a toolkit slug for %s, never the input', async (_, slug) => {
    const error = await refusal(kit.client.authConfigs.create({ toolkit: { slug } }));
    expect(fieldErrorText(error, 'body.toolkit.slug')).toBe('Matches no app: use a slug from the toolkit list.');
    expect(plainError(error, defaultMessages.errors)).toBe(defaultMessages.errors.invalid);
  });

  it('says how long a slug may be', async () => {
    const error = await refusal(kit.client.authConfigs.create({ toolkit: { slug: 'a'.repeat(5000) } }));
    expect(fieldErrorText(error, 'body.toolkit.slug')).toBe('Must be at most 255 characters.');
  });

  it("gives an MCP server name's rule", async () => {
    const config = await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    const error = await refusal(kit.client.mcp.createServer({ name: '😀', auth_config_ids: [config.auth_config.id] }));
    expect(fieldErrorText(error, 'body.name')).toBe('Must be 4 to 30 characters: letters, digits, spaces and hyphens.');
    expect(fieldErrorText(error, 'body.auth_config_ids')).toBeNull();
  });

  it('says a project name is in use, not that it "cannot be done right now"', async () => {
    await kit.client.projects.create({ name: 'staging' });
    const error = await refusal(kit.client.projects.create({ name: 'Staging' }));
    expect(fieldErrorText(error, 'body.name')).toBe('Already used by another project.');
    expect(plainError(error, defaultMessages.errors)).toBe(defaultMessages.errors.invalid);
  });

  it('is null for what is not a field error of the service', () => {
    expect(fieldErrorText(new Error('body.name: bad'), 'body.name')).toBeNull();
  });
});
