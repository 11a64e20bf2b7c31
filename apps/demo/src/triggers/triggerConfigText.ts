import type { DemoMessages } from '../i18n/messages/en';

/**
 * A trigger's settings as a person reads them: "Project: inbox · Include archived: no". The settings' names come
 * from the trigger's schema (its keys, made readable) and stay as they are; yes and no are in the page's language.
 */
export function triggerConfigText(config: Record<string, unknown>, words: DemoMessages['triggers']): string {
  return Object.entries(config)
    .map(([key, value]) => {
      const name = key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
      const shown = typeof value === 'boolean' ? (value ? words.yes : words.no) : String(value);
      return words.setting(name, shown);
    })
    .join(' · ');
}
