import { describeRequest, PatchbayError, type PatchbayRequestInfo } from './PatchbayError';

/** How much of an unexpected body is kept on the error. */
export const BODY_EXCERPT_LENGTH = 500;

/**
 * The response could not be understood: an error status whose body is not
 * the API's error envelope (an HTML page from a proxy, plain text, nothing),
 * or a success status whose body is not valid JSON.
 */
export class PatchbayResponseError extends PatchbayError {
  override readonly name = 'PatchbayResponseError';
  readonly kind = 'response' as const;
  /** HTTP status of the response. */
  declare readonly status: number;
  /** The start of the body text, at most 500 characters ('' when empty). */
  declare readonly bodyExcerpt: string;
  /** The response's Content-Type ('' when absent). */
  declare readonly contentType: string;

  constructor(status: number, bodyText: string, contentType: string, request: PatchbayRequestInfo) {
    const excerpt = bodyText.slice(0, BODY_EXCERPT_LENGTH);
    const type = contentType || 'no content type';
    const ok = status >= 200 && status < 300;
    const what = ok ? 'a JSON body' : 'a JSON error envelope';
    const preview = excerpt.replace(/\s+/g, ' ').trim();
    const tail = preview === '' ? 'the body is empty' : `body starts: "${preview.slice(0, 120)}${preview.length > 120 ? '…' : ''}"`;
    super(`Expected ${what} from ${describeRequest(request)} but got ${status} (${type}); ${tail}.`, request);
    this.status = status;
    this.bodyExcerpt = excerpt;
    this.contentType = contentType;
  }
}
