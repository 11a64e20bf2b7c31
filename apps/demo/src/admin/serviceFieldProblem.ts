import { isPatchbayError } from '@patchbay/client';
import { fieldErrorText } from '@patchbay/ui';
import type { DemoMessages } from '../i18n/messages/en';

type Words = DemoMessages['admin']['fieldProblems'];

/** A refusal the admin forms meet: at `path` (any when unset), with `status` (any when unset), its sentence matching `message`. */
interface Known {
  path?: string;
  status?: number;
  message?: RegExp;
  /** The refusal in the page's words; `found` holds the sentence's numbers (the service's limits). */
  say: (words: Words, found: number[]) => string;
}

/**
 * The refusals the admin forms meet, told apart by the service's sentence as well as by status: one code does not
 * tell them apart ("no such app" and "too long" are both `invalid_value` at the slug when the relay answers, and
 * "too long" is `too_big` when the service does). The only conflict a name meets is its being taken.
 */
const KNOWN: readonly Known[] = [
  { path: 'body.name', status: 409, say: (words) => words.nameTaken },
  { path: 'body.toolkit.slug', message: /^matches no app: use a slug from the toolkit list$/, say: (words) => words.noSuchApp },
  { message: /^must be at most (\d+) characters$/, say: (words, [max = 0]) => words.tooLong(max) },
  {
    path: 'body.name',
    message: /^must be (\d+) to (\d+) characters: letters, digits, spaces and hyphens$/,
    say: (words, [min = 0, max = 0]) => words.serverNameRule(min, max),
  },
  {
    path: 'body.name',
    message: /^must be (\d+) to (\d+) characters: letters, digits, spaces, '-' and '_'$/,
    say: (words, [min = 0, max = 0]) => words.projectNameRule(min, max),
  },
  { message: /^must contain a letter or digit$/, say: (words) => words.needsLetterOrDigit },
];

/**
 * What the service's refusal `error` says about the field at `path`, as a sentence to show there: in the page's
 * language when it is one of the refusals the admin forms meet (`emptyText` for an empty value), else the service's
 * own sentence (English). Null when the refusal names no problem at that field.
 */
export function serviceFieldProblem(error: unknown, path: string, words: Words, emptyText: string): string | null {
  const fromService = fieldErrorText(error, path);
  if (fromService === null || !isPatchbayError(error) || error.kind !== 'api') return fromService;
  const message = error.fieldErrors.find((field) => field.path.join('.') === path)?.message.trim() ?? '';
  if (message === 'must not be empty') return emptyText;
  for (const known of KNOWN) {
    const match = known.message ? known.message.exec(message) : [];
    if (match && (known.path ?? path) === path && (known.status ?? error.status) === error.status) {
      return known.say(words, match.slice(1).map(Number));
    }
  }
  return fromService;
}
