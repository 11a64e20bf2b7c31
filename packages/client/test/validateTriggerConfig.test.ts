import { describe, expect, it } from 'vitest';
import type { TriggerConfigField } from '../src';
import { validateTriggerConfig } from '../src';

const SCHEMA: Record<string, TriggerConfigField> = {
  project: { type: 'string', required: true },
  priority: { type: 'enum', required: false, options: ['low', 'normal', 'high'], default: 'normal' },
  include_archived: { type: 'boolean', required: false },
  min_estimate: { type: 'number', required: false },
};

describe('validateTriggerConfig', () => {
  it('fills defaults and leaves out empty fields', () => {
    expect(validateTriggerConfig(SCHEMA, { project: 'ops', min_estimate: '', include_archived: null })).toEqual({
      config: { project: 'ops', priority: 'normal' },
      errors: [],
    });
  });

  it('reports every problem with its field, a code and a message, unknown fields first', () => {
    const { errors } = validateTriggerConfig(SCHEMA, {
      project: '',
      priority: 'urgent',
      include_archived: 'yes',
      min_estimate: Infinity,
      colour: 'red',
    });
    expect(errors).toEqual([
      { path: ['colour'], code: 'unknown_field', message: 'unknown field' },
      { path: ['project'], code: 'required', message: 'required' },
      { path: ['priority'], code: 'invalid_value', message: "expected one of 'low', 'normal', 'high', received 'urgent'" },
      { path: ['include_archived'], code: 'invalid_type', message: 'expected a boolean, received string' },
      { path: ['min_estimate'], code: 'invalid_type', message: 'expected a number, received number' },
    ]);
  });

  it('names what arrived instead of a value, and never reads inherited keys', () => {
    const { errors } = validateTriggerConfig(SCHEMA, JSON.parse('{"project":["a"],"__proto__":{"priority":"high"}}') as Record<string, unknown>);
    expect(errors).toEqual([
      { path: ['__proto__'], code: 'unknown_field', message: 'unknown field' },
      { path: ['project'], code: 'invalid_type', message: 'expected a string, received array' },
    ]);
  });
});
