import type { ProxyResponse } from '@patchbay/client';
import { ApiError } from '../http/ApiError';
import { readBytesWithin } from '@patchbay/relay/http';
import { MAX_BINARY_BYTES } from '../files/maxBinaryBytes';
import type { Service } from '../Service';
import { storeBinary } from '../files/binaryDownloads';
import { unreachable } from './sendUpstream';

const TEXTUAL = /^(text\/|application\/(xml|javascript|x-www-form-urlencoded)\b|[^;]*\+xml\b)/i;
const JSON_TYPE = /^(application\/json|[^;]*\+json)\b/i;

/**
 * The third party's answer as spec 2.12: JSON parsed, text as a string, and
 * anything else stored and handed out as a signed download URL.
 */
export async function toProxyResponse(service: Service, origin: string, url: URL, response: Response): Promise<ProxyResponse> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  });
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readBytesWithin(response, MAX_BINARY_BYTES);
  } catch (error) {
    throw unreachable(url, 'The third-party API', error);
  }
  if (!bytes) {
    throw new ApiError('UPSTREAM_UNREACHABLE', `The third-party response is larger than ${MAX_BINARY_BYTES} bytes.`, {
      suggestedFix: 'Request a smaller resource, or download it directly.',
    });
  }

  const result: ProxyResponse = { status: response.status, headers };
  if (bytes.byteLength === 0) return result;
  const contentType = response.headers.get('content-type') ?? '';
  if (JSON_TYPE.test(contentType)) {
    const text = new TextDecoder().decode(bytes);
    try {
      result.data = JSON.parse(text);
    } catch {
      // Declared JSON but is not: hand over the text rather than fail.
      result.data = text;
    }
  } else if (TEXTUAL.test(contentType)) {
    result.data = new TextDecoder().decode(bytes);
  } else {
    result.binary_data = await storeBinary(service, origin, bytes, contentType || 'application/octet-stream');
  }
  return result;
}
