import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_THEME_NAME_LENGTH, darkThemeName, sanitizeThemeName } from '../../stories/studio/themeName';

describe('sanitizeThemeName', () => {
  it('makes a safe identifier of a name', () => {
    expect(sanitizeThemeName('Acme CRM')).toBe('acme-crm');
    expect(sanitizeThemeName('  Café   Crème!! ')).toBe('cafe-creme');
    expect(sanitizeThemeName("x'] { } body [a='")).toBe('x-body-a');
    expect(sanitizeThemeName('2024 launch')).toBe('launch');
    expect(sanitizeThemeName('a'.repeat(500))).toHaveLength(MAX_THEME_NAME_LENGTH);
  });

  it("keeps clear of the kit's own light and dark, and of nothing", () => {
    expect(sanitizeThemeName('Light')).toBe('light-theme');
    expect(sanitizeThemeName('dark')).toBe('dark-theme');
    expect(sanitizeThemeName('')).toBe('custom');
    expect(sanitizeThemeName('!!!')).toBe('custom');
    expect(sanitizeThemeName(undefined)).toBe('custom');
    expect(darkThemeName('acme')).toBe('acme-dark');
  });

  it('always gives a name that fits a selector, and the same name again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const name = sanitizeThemeName(input);
        expect(name).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
        expect(name.length).toBeLessThanOrEqual(MAX_THEME_NAME_LENGTH);
        expect(sanitizeThemeName(name)).toBe(name);
      }),
    );
  });
});
