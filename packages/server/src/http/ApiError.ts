import { ApiError } from '@patchbay/relay/http';

export { ApiError, type ApiErrorOptions } from '@patchbay/relay/http';

export function notFound(what: string, id: string): ApiError {
  return new ApiError('NOT_FOUND', `${what} '${id}' was not found.`, {
    suggestedFix: `Check the ${what.toLowerCase()} id; it must belong to the project of your API key.`,
  });
}
