/**
 * The part `slot` (a `data-slot`) of the row whose `attribute` is `value`
 * (`data-account-id` of an account, `data-toolkit` of an app) inside `root`:
 * where focus goes back to once a dialog closes, found afresh since the row
 * may have been drawn again meanwhile.
 */
export function findPart(root: HTMLElement | null, attribute: 'data-account-id' | 'data-toolkit', value: string, slot: string): HTMLElement | null {
  const rows = root ? Array.from(root.querySelectorAll<HTMLElement>(`[${attribute}]`)) : [];
  return rows.find((row) => row.getAttribute(attribute) === value)?.querySelector<HTMLElement>(`[data-slot="${slot}"]`) ?? null;
}
