/** One page of a page_no listing (MCP servers and instances), pages 1-based. */
export function pageByNumber<T>(items: readonly T[], pageNo: number, limit: number): { items: T[]; current_page: number; total_pages: number } {
  return {
    items: items.slice((pageNo - 1) * limit, pageNo * limit),
    current_page: pageNo,
    total_pages: Math.ceil(items.length / limit),
  };
}

/** Sorts by a date field; ties keep creation order, reversed when descending. */
export function sortByDate<T extends { created_at: string; updated_at: string }>(
  items: readonly T[],
  field: 'created_at' | 'updated_at',
  direction: 'asc' | 'desc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const base = direction === 'asc' ? [...items] : [...items].reverse();
  return base.sort((a, b) => sign * a[field].localeCompare(b[field]));
}
