import { useRef, useState } from 'react';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import { serviceFieldProblem } from './serviceFieldProblem';

/**
 * The problem an admin form shows at its one field: "Enter …" when it is
 * sent empty (or only spaces), else what the service said about that field
 * (`path`, e.g. 'body.name') in its last refusal, in the page's language when
 * the demo knows the refusal (see serviceFieldProblem). Typing clears both.
 */
export function useFieldProblem(error: unknown, path: string, emptyText: string) {
  const [empty, setEmpty] = useState(false);
  const [edited, setEdited] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const words = useDemoMessages().admin.fieldProblems;
  const fromService = edited ? null : serviceFieldProblem(error, path, words, emptyText);
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
