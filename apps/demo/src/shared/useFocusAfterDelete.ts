import { useEffect, useRef, type RefObject } from 'react';

export interface FocusAfterDeleteOptions {
  /** The list; each row carries its id in `rowAttribute`. */
  list: RefObject<HTMLElement | null>;
  /** The attribute naming a row's id, e.g. `data-trigger-id`. */
  rowAttribute: string;
  /** Where focus goes when no row is left with an enabled button (the panel's heading, say). */
  fallback: () => HTMLElement | null;
}

export interface FocusAfterDelete {
  /** Call as the user confirms deleting the row, before the request. */
  deleting: (id: string) => void;
  /** Call when the delete failed: the row stays, and so does the focus. */
  kept: (id: string) => void;
}

/**
 * Keeps a keyboard user's place when a row is deleted: once the row has left
 * the list, focus moves to the first enabled button of the next row (or the
 * nearest one before it), else to `fallback`. Told at the confirmation, not
 * on the answer: the list may refetch without the row before the answer
 * arrives, and the row's own callbacks go with it.
 */
export function useFocusAfterDelete(ids: readonly string[], { list, rowAttribute, fallback }: FocusAfterDeleteOptions): FocusAfterDelete {
  const pending = useRef<{ deleted: string; candidates: string[] } | null>(null);
  const current = useRef(ids);

  useEffect(() => {
    current.current = ids;
    const after = pending.current;
    if (!after || ids.includes(after.deleted)) return;
    pending.current = null;
    // The user went on elsewhere meanwhile: their focus stays there.
    if (document.activeElement && document.activeElement !== document.body) return;
    const rows = [...(list.current?.querySelectorAll<HTMLElement>(`[${rowAttribute}]`) ?? [])];
    for (const id of after.candidates) {
      const row = rows.find((element) => element.getAttribute(rowAttribute) === id);
      const button = row?.querySelector<HTMLElement>('button:not(:disabled)');
      if (button) return button.focus();
    }
    fallback()?.focus();
  });

  return {
    deleting: (id) => {
      const all = current.current;
      const index = all.indexOf(id);
      // The rows after it first, then those before it, nearest first.
      pending.current = { deleted: id, candidates: index < 0 ? [] : [...all.slice(index + 1), ...all.slice(0, index).reverse()] };
    },
    kept: (id) => {
      if (pending.current?.deleted === id) pending.current = null;
    },
  };
}
