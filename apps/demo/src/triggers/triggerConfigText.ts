/** A trigger's settings as a person reads them: "Project: inbox · Include archived: no". */
export function triggerConfigText(config: Record<string, unknown>): string {
  return Object.entries(config)
    .map(([key, value]) => {
      const name = key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
      const shown = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
      return `${name}: ${shown}`;
    })
    .join(' · ');
}
