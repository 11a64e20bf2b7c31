import { fieldErrorText } from '@patchbay/ui';
import { useRef, useState } from 'react';

/**
 * The problem an admin form shows at its one field: "Enter …" when it is
 * sent empty (or only spaces), else what the service said about that field
 * (`path`, e.g. 'body.name') in its last refusal. Typing clears both.
 */
export function useFieldProblem(error: unknown, path: string, emptyText: string) {
  const [empty, setEmpty] = useState(false);
  const [edited, setEdited] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fromService = edited ? null : fieldErrorText(error, path);
  return {
    inputRef,
    problem: empty ? emptyText : fromService,
    /** Whether the service's refusal is shown at the field (its notice then stays quiet). */
    atField: fromService !== null && !empty,
    /** The value to send, or null (with the field's problem shown and focus on it) when there is none. */
    check(value: string): string | null {
      const trimmed = value.trim();
      setEmpty(trimmed === '');
      setEdited(false);
      if (trimmed === '') inputRef.current?.focus();
      return trimmed || null;
    },
    edited() {
      setEmpty(false);
      setEdited(true);
    },
  };
}
