import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultMessages, mergeMessages, type MessagesOverride } from '../src/theme/messages';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mergeMessages', () => {
  it('never takes a prototype from an override parsed from JSON', () => {
    const override = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "common": {"__proto__": {"polluted": "yes"}, "close": "Zu"}, "constructor": {"prototype": {"polluted": "yes"}}}',
    ) as MessagesOverride;
    const merged = mergeMessages(defaultMessages, override);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(merged.common)).toBe(Object.prototype);
    expect((merged as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect((merged.common as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(merged.common.close).toBe('Zu');
    expect(merged.common.cancel).toBe('Cancel');
  });

  it("keeps the base's message, with a warning, for a value of another kind", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const override = { common: { requestId: 'Request ID', close: 'Done' } } as unknown as MessagesOverride;
    const merged = mergeMessages(defaultMessages, override);
    expect(merged.common.requestId('r-1')).toBe('Request ID: r-1');
    expect(merged.common.close).toBe('Done');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"common.requestId"'));
  });

  it('adds a key of an open record, such as a scheme the kit does not name', () => {
    const merged = mergeMessages(defaultMessages, { connect: { schemeNames: { JWT: 'JSON Web Token' } } });
    expect(merged.connect.schemeNames.JWT).toBe('JSON Web Token');
    expect(merged.connect.schemeNames.OAUTH2).toBe('OAuth 2.0');
  });
});
