import { PatchbayApiError, type FieldErrorCode } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import { de } from '../i18n/messages/de';
import { en } from '../i18n/messages/en';
import { serviceFieldProblem } from './serviceFieldProblem';

/** A refusal with `status` naming one problem at `path`, as the relay or the service sends it. */
function refusal(status: number, path: string, code: FieldErrorCode, message: string): PatchbayApiError {
  const envelope = {
    error: {
      message: 'Refused.',
      code: status,
      slug: 'bad_request',
      status,
      request_id: '',
      suggested_fix: '',
      errors: [],
      field_errors: [{ path: path.split('.'), code, message }],
    },
  };
  return new PatchbayApiError(status, envelope, { method: 'POST', url: 'https://acme-crm.test/patchbay/api/v3/x' });
}

const EMPTY = 'Enter a name.';
const english = (error: unknown, path: string) => serviceFieldProblem(error, path, en.admin.fieldProblems, EMPTY);
const german = (error: unknown, path: string) => serviceFieldProblem(error, path, de.admin.fieldProblems, EMPTY);

describe("the admin forms' refusals at a field", () => {
  it("read in English as the service's own sentences, and in German in German", () => {
    const cases: [PatchbayApiError, string, string, string][] = [
      [
        refusal(400, 'body.toolkit.slug', 'invalid_value', 'matches no app: use a slug from the toolkit list'),
        'body.toolkit.slug',
        'Matches no app: use a slug from the toolkit list.',
        de.admin.fieldProblems.noSuchApp,
      ],
      // Too long, as the relay says it and as the service does.
      [
        refusal(400, 'body.toolkit.slug', 'invalid_value', 'must be at most 255 characters'),
        'body.toolkit.slug',
        'Must be at most 255 characters.',
        de.admin.fieldProblems.tooLong(255),
      ],
      [
        refusal(400, 'body.toolkit.slug', 'too_big', 'must be at most 255 characters'),
        'body.toolkit.slug',
        'Must be at most 255 characters.',
        de.admin.fieldProblems.tooLong(255),
      ],
      [
        refusal(400, 'body.name', 'invalid_format', 'must be 4 to 30 characters: letters, digits, spaces and hyphens'),
        'body.name',
        'Must be 4 to 30 characters: letters, digits, spaces and hyphens.',
        de.admin.fieldProblems.serverNameRule(4, 30),
      ],
      [
        refusal(409, 'body.name', 'invalid_value', 'already used by another project'),
        'body.name',
        'Already used by another project.',
        de.admin.fieldProblems.nameTaken,
      ],
      [refusal(400, 'body.name', 'too_small', 'must not be empty'), 'body.name', EMPTY, EMPTY],
    ];
    for (const [error, path, inEnglish, inGerman] of cases) {
      expect(english(error, path)).toBe(inEnglish);
      expect(german(error, path)).toBe(inGerman);
    }
  });

  it("keeps the service's sentence for a refusal the demo does not know, and says nothing of another field", () => {
    const other = refusal(400, 'body.name', 'invalid_value', 'reserved for the service');
    expect(german(other, 'body.name')).toBe('Reserved for the service.');
    // A taken name is a 409: the same words with another status are not that.
    expect(german(refusal(400, 'body.name', 'invalid_value', 'already used by another project'), 'body.name')).toBe(
      'Already used by another project.',
    );
    expect(german(other, 'body.toolkit.slug')).toBeNull();
    expect(german(new Error('offline'), 'body.name')).toBeNull();
  });
});
