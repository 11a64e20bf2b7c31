import type { Messages } from './messages';

/**
 * The messages that only format a value with the active tag (dates, numbers,
 * lists, file sizes): the same code in every language, so a locale may leave
 * them out and English's, given the active tag, are used without a warning.
 */
export const NEUTRAL_MESSAGES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'toolApproval.date',
  'toolApproval.dateTime',
  'toolApproval.number',
  'dropzone.fileSize',
  'alias.list',
]);

/** The optional formatters of each section, as `NEUTRAL_MESSAGES` lists them. */
interface NeutralKeys {
  toolApproval: 'date' | 'dateTime' | 'number';
  dropzone: 'fileSize';
  alias: 'list';
}

/** Every message of the kit, the formatters optional. */
export type LocaleMessages = {
  [S in keyof Messages]: S extends keyof NeutralKeys
    ? Omit<Messages[S], NeutralKeys[S]> & Partial<Pick<Messages[S], Extract<NeutralKeys[S], keyof Messages[S]>>>
    : Messages[S];
};

/**
 * A language of the kit: its BCP 47 tag (for `lang`, plural rules, dates and
 * numbers), its writing direction and every string. Typed as data, so a
 * missing or extra key, or a message function taking other values, fails the
 * type-check. English is the default; the others are entries of their own:
 * `import de from '@patchbay/ui/locales/de'`.
 */
export interface Locale {
  /** BCP 47 tag, e.g. `de`, `pt-BR`, `ar`. A malformed one (`en_US`) formats as English, with a development-only warning. */
  tag: string;
  /** Writing direction: set as `dir` on the provider's root and on every dialog. */
  dir: 'ltr' | 'rtl';
  messages: LocaleMessages;
}
