import type { ProxyResponse } from '@patchbay/client';
import { signedUrl } from './urlSigning';
import { ApiError } from '../http/ApiError';
import { nanoid } from '../ids';
import type { Service } from '../Service';
import { atField } from '../http/atField';

/**
 * Binary proxy responses are kept in object storage (`binaries/<id>`) and
 * handed out as signed download URLs that stream them back from disk; the
 * content type travels in the signed URL, so no record is needed.
 */
const BINARY_ID = /^bin_[A-Za-z0-9]{20}$/;

export function binarySubject(binaryId: string, contentType: string): string {
  return `${binaryId}.${contentType}`;
}

export function parseBinaryId(value: string | undefined): string {
  if (value === undefined || !BINARY_ID.test(value)) {
    throw new ApiError('BAD_REQUEST', 'Invalid request path: path.binaryId: not a binary response id', {
      ...atField('path.binaryId', 'invalid_format', 'not a binary response id'),
      suggestedFix: 'Use the binary_data.url of a proxy response unchanged.',
    });
  }
  return value;
}

export async function storeBinary(
  service: Service,
  origin: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<NonNullable<ProxyResponse['binary_data']>> {
  const binaryId = `bin_${nanoid(20)}`;
  await service.objects.putBinary(binaryId, bytes);
  const path = `/uploads/binary/${binaryId}`;
  const { url, expires } = signedUrl(service.store, origin, path, binarySubject(binaryId, contentType), service.clock());
  return {
    url: `${url}&content_type=${encodeURIComponent(contentType)}`,
    content_type: contentType,
    size: bytes.byteLength,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}
