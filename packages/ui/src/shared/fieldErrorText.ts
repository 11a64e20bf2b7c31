import { isPatchbayError } from '@patchbay/client';

/**
 * What the service says about one field of a request, as a sentence to show
 * at that field: `path` is dotted from the request part (`'body.name'`,
 * `'body.toolkit.slug'`), as in the error's `fieldErrors`. Null when the
 * error names no problem there. The service writes these messages for
 * people (the rule, never the input echoed back); ids, slugs and the
 * request's details stay in ErrorNotice's "Details for developers".
 */
export function fieldErrorText(error: unknown, path: string): string | null {
  if (!isPatchbayError(error) || error.kind !== 'api') return null;
  const problem = error.fieldErrors.find((field) => field.path.join('.') === path);
  const message = problem?.message.trim();
  if (!message) return null;
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
