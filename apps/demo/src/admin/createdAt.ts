import { dateFormat } from '../i18n/dateFormat';
import type { DemoMessages } from '../i18n/messages/en';

/**
 * "Created Dec 6, 2026, 10:48:02 AM" in `language` (the words' on screen): to the second, so two of a kind made one
 * after the other still differ.
 */
export function createdAt(iso: string, language: string, words: DemoMessages['admin']): string {
  return words.created(dateFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso)));
}
