'use client';
import { useState } from 'react';
import { useParts } from '../../theme/PatchbayUIProvider';
import type { FieldControlProps } from './fieldControlProps';

export interface JsonFieldControlProps {
  block: string;
  common: FieldControlProps;
  value: unknown;
  onValueChange: (value: unknown) => void;
  /** Told whether the text is JSON (or empty): text that is not keeps the last value that was. */
  onJsonValidity: (valid: boolean) => void;
}

/**
 * A text area of JSON, for what the form cannot lay out as inputs: a value of
 * any shape, or one nested too deep. The validator checks what it parses to.
 */
export function JsonFieldControl({ block, common, value, onValueChange, onJsonValidity }: JsonFieldControlProps) {
  // What the user typed, kept while it is not JSON yet (or while it parses to the value it shows).
  const [draft, setDraft] = useState<string | null>(null);
  const part = useParts(block);
  const text = draft ?? (value === undefined ? '' : JSON.stringify(value, null, 2));
  return (
    <textarea
      {...common}
      className={part('textarea').className}
      data-format="json"
      spellCheck={false}
      rows={Math.min(12, Math.max(3, text.split('\n', 13).length))}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (next.trim() === '') {
          onJsonValidity(true);
          onValueChange(undefined);
          return;
        }
        try {
          const parsed: unknown = JSON.parse(next);
          onJsonValidity(true);
          onValueChange(parsed);
        } catch {
          onJsonValidity(false);
        }
      }}
    />
  );
}
