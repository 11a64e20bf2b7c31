import { describe, expect, it } from 'vitest';
import { toQueryString } from '../src';
import { ENDPOINTS } from '../src/endpoints/endpoints';
import { endpointPath } from '../src/endpoints/Endpoint';

describe('toQueryString', () => {
  it('comma-joins arrays, omits null/undefined/empty arrays, writes booleans as true/false', () => {
    const qs = toQueryString({
      user_ids: ['u1', 'u 2'],
      statuses: [],
      limit: 20,
      cursor: undefined,
      toolkit_slugs: null,
      is_connected: false,
      show_disabled: true,
    });
    const params = new URLSearchParams(qs.slice(1));
    expect(qs.startsWith('?')).toBe(true);
    expect([...params.keys()]).toEqual(['user_ids', 'limit', 'is_connected', 'show_disabled']);
    expect(params.get('user_ids')).toBe('u1,u 2');
    expect(params.get('limit')).toBe('20');
    expect(params.get('is_connected')).toBe('false');
    expect(params.get('show_disabled')).toBe('true');
  });

  it('writes objects in bracket notation and plain strings as they are', () => {
    expect(decodeURIComponent(toQueryString({ toolkit_versions: { github: '20250101_00', slack: '20250202_01' } }))).toBe(
      '?toolkit_versions[github]=20250101_00&toolkit_versions[slack]=20250202_01',
    );
    expect(toQueryString({ toolkit_versions: 'latest' })).toBe('?toolkit_versions=latest');
  });

  it('returns an empty string when nothing is left', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: undefined, b: null, c: [] })).toBe('');
  });
});

describe('endpointPath', () => {
  it('encodes every path parameter', () => {
    expect(endpointPath(ENDPOINTS['authConfigs.updateStatus'], { nanoid: 'a/b?c#d', status: 'ENABLED' })).toBe(
      '/api/v3/auth_configs/a%2Fb%3Fc%23d/ENABLED',
    );
    expect(endpointPath(ENDPOINTS['mcp.getServer'], { id: '%2e%2e' })).toBe('/api/v3/mcp/%252e%252e');
  });

  it('refuses parameters a URL would resolve to another path', () => {
    for (const id of ['', '.', '..']) expect(() => endpointPath(ENDPOINTS['mcp.getServer'], { id })).toThrow(TypeError);
  });
});
