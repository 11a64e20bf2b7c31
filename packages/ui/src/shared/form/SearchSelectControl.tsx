'use client';
import { useId } from 'react';
import { useParts } from '../../theme/PatchbayUIProvider';
import type { FieldControlProps } from './fieldControlProps';

/** Options a search suggests at once: a few to pick from, never thousands of nodes. */
const SUGGESTIONS = 20;

export interface SearchSelectControlProps {
  block: string;
  common: FieldControlProps;
  options: readonly (string | number | boolean)[];
  value: unknown;
  onValueChange: (value: unknown) => void;
}

/**
 * A choice among too many options for a select: a text input suggesting the
 * options that contain what was typed. Text that is no option stays as
 * typed, and the validator says so.
 */
export function SearchSelectControl({ block, common, options, value, onValueChange }: SearchSelectControlProps) {
  const listId = useId();
  const part = useParts(block);
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  const needle = text.toLowerCase();
  const suggestions: string[] = [];
  for (const option of options) {
    if (suggestions.length === SUGGESTIONS) break;
    const label = String(option);
    if (label.toLowerCase().includes(needle) && label !== text) suggestions.push(label);
  }
  return (
    <>
      <input
        {...common}
        type="text"
        list={listId}
        autoComplete="off"
        className={part('input').className}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          onValueChange(typed === '' ? undefined : (options.find((option) => String(option) === typed) ?? typed));
        }}
      />
      <datalist id={listId}>
        {suggestions.map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
    </>
  );
}
