'use client';
import { useUISettings } from './PatchbayUIProvider';

/**
 * The language the kit asks of the hosted pages it opens (the link's
 * `locale`): the provider's active language when the app chose it (an explicit
 * `locale`, English included, or the one of `locales`, or English, that the
 * user's languages matched), so the page matches the kit. Undefined when it
 * did not, or when `locales` matched none of the user's languages (the kit then
 * falls back to English, but the hosted pages, with more languages, may have
 * the user's): the page follows the browser's languages, then the project's
 * default locale, as an app without the provider gets.
 */
export function useHostedLocale(): string | undefined {
  return useUISettings().hostedLocale;
}
