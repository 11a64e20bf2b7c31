const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** "Created 6 Dec 2026, 10:48:02": to the second, so two of a kind made one after the other still differ. */
export function createdAt(iso: string): string {
  return `Created ${format.format(new Date(iso))}`;
}
