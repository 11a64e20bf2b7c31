import { NEUTRAL_MESSAGES } from './Locale';
import { warnOnce } from './warnOnce';

/**
 * A section of a locale's strings over the English ones (`english`), key by
 * key: a key the locale lacks, or holds as another kind of value (a locale
 * written for an older version, or in JavaScript: a string where a message is
 * now a function), keeps its English message, with a development-only warning
 * that names it (`connect.title`). The formatters of dates, numbers, lists and
 * sizes (`NEUTRAL_MESSAGES`) use the active tag, so a locale may leave them out
 * without a warning.
 */
export function localizeSection<T>(english: T, localized: unknown, path: string, tag: string): T {
  if (localized === undefined || localized === null || typeof localized !== typeof english) {
    if (process.env.NODE_ENV !== 'production' && !(localized == null && NEUTRAL_MESSAGES.has(path))) {
      warnOnce(
        `${tag}:${path}`,
        localized == null
          ? `@patchbay/ui: locale "${tag}" has no message "${path}"; showing the English one.`
          : `@patchbay/ui: locale "${tag}" has a ${typeof localized} for message "${path}", which is a ${typeof english}; showing the English one.`,
      );
    }
    return english;
  }
  if (typeof english !== 'object' || english === null) return localized as T;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    result[key] = localizeSection(value, (localized as Record<string, unknown>)[key], path ? `${path}.${key}` : key, tag);
  }
  return result as T;
}
