import { z } from 'zod';
import { HOSTED_LOCALE_TAGS } from './localeTags';
import { canonicalTag, matchLocale, MAX_LOCALE_TAG_LENGTH } from './pickLocale';

/**
 * `locale` of a link request: the language of the link's hosted pages, a
 * BCP 47 tag, kept canonical (`de-at` → `de-AT`). A value that is no tag (a
 * number, a malformed or overlong string) is ignored, not refused: the
 * vendor ignores body fields it does not know, so a request that carries one
 * must work here as it does there, and a cosmetic setting never stops a
 * user from connecting. A tag no hosted locale fits (`zh-TW`) is kept; the
 * pages then go on to the browser's language.
 */
export const linkLocale = z
  .string()
  .max(MAX_LOCALE_TAG_LENGTH)
  .optional()
  .catch(undefined)
  .transform((value) => canonicalTag(value) ?? undefined)
  .meta({
    description: `Extension: the language of the link's hosted pages, a BCP 47 tag (one of ${HOSTED_LOCALE_TAGS.join(', ')}, or a region of one). A value that is no tag is ignored.`,
  });

/**
 * `branding.default_locale` of a project: the language of its hosted pages
 * when neither the link nor the browser names one they speak. Refused (400
 * at the field) unless it is a BCP 47 tag one of the hosted locales fits.
 */
export const projectDefaultLocale = z.string({ error: 'expected a string' }).transform((value, ctx) => {
  const tag = canonicalTag(value.trim());
  if (tag && matchLocale(tag)) return tag;
  ctx.addIssue({
    code: 'custom',
    message: `must be a language tag the hosted pages speak: ${HOSTED_LOCALE_TAGS.join(', ')} (a region of one, such as de-AT, is accepted)`,
  });
  return z.NEVER;
});
