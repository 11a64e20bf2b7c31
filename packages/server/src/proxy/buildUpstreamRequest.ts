import { ApiError } from '../http/ApiError';
import type { CatalogToolkit } from '../catalog';
import { toolkitBaseUrl } from '../toolkits/toolkitUrls';
import { readBytesWithin } from '@patchbay/relay/http';
import { MAX_BINARY_BYTES } from '../files/maxBinaryBytes';
import type { Service } from '../Service';
import type { ProxyInput } from './proxyRequestBody';
import { sendUpstream, unreachable } from './sendUpstream';

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// eslint-disable-next-line no-control-regex -- NUL, CR and LF are exactly what a header value must not contain
const HEADER_VALUE = /^[^\u0000\r\n]*$/;
/** Headers the transport owns; letting callers set them would corrupt the request. */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'keep-alive', 'upgrade', 'te', 'trailer']);

export interface UpstreamRequest {
  url: URL;
  init: RequestInit;
}

/** Turns a proxy request into the third-party request, credentials added last so they cannot be overridden. */
export async function buildUpstreamRequest(
  service: Service,
  origin: string,
  input: ProxyInput,
  toolkit: CatalogToolkit | undefined,
  credentials: Record<string, string>,
): Promise<UpstreamRequest> {
  const url = resolveEndpoint(input.endpoint, toolkit, origin);
  const headers = new Headers();
  input.parameters.forEach((param, index) => {
    if (param.type === 'query') {
      url.searchParams.append(param.name, param.value);
      return;
    }
    const field = `body.parameters.${index}`;
    if (!HEADER_NAME.test(param.name)) throw badInput(`${field}.name: not a valid HTTP header name`);
    if (RESERVED_HEADERS.has(param.name.toLowerCase())) throw badInput(`${field}.name: '${param.name}' is set by the proxy itself`);
    if (!HEADER_VALUE.test(param.value)) throw badInput(`${field}.value: must not contain line breaks or NUL`);
    headers.append(param.name, param.value);
  });

  const hasJson = input.body !== undefined && input.body !== null;
  const hasBinary = input.binary_body !== undefined;
  if ((hasJson || hasBinary) && (input.method === 'GET' || input.method === 'HEAD')) {
    throw badInput(`body.${hasJson ? 'body' : 'binary_body'}: a ${input.method} request cannot carry a body`);
  }
  if (hasJson && hasBinary) throw badInput('body.binary_body: send either body or binary_body, not both');

  let body: BodyInit | undefined;
  if (hasJson) {
    body = JSON.stringify(input.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  } else if (input.binary_body) {
    const binary = await binaryBody(service, origin, input.binary_body);
    body = binary.bytes;
    if (!headers.has('content-type')) headers.set('content-type', binary.contentType);
  }
  for (const [name, value] of Object.entries(credentials)) headers.set(name, value);
  return { url, init: { method: input.method, headers, body } };
}

function resolveEndpoint(endpoint: string, toolkit: CatalogToolkit | undefined, origin: string): URL {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(endpoint)) {
    const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw badInput('body.endpoint: an absolute endpoint must be an http or https URL');
    }
    return url;
  }
  if (endpoint.startsWith('//')) throw badInput('body.endpoint: give a full URL with http:// or https://, or a path');
  const base = toolkit ? toolkitBaseUrl(origin, toolkit).replace(/\/+$/, '') : '';
  // Local toolkits ('local:<slug>') run next to the agent and have no HTTP API to join a path to.
  if (!/^https?:\/\//.test(base)) {
    throw badInput("body.endpoint: the account's toolkit has no HTTP base URL, so the endpoint must be an absolute URL");
  }
  const joined = `${base}${endpoint.startsWith('/') ? '' : '/'}${endpoint}`;
  if (!URL.canParse(joined)) throw badInput('body.endpoint: not a valid path');
  const url = new URL(joined);
  // URL parsing resolves '..', '%2e%2e' and backslashes: check where the path ended up, not what was typed.
  const root = new URL(`${base}/`);
  if (url.origin !== root.origin || !`${url.pathname}/`.startsWith(root.pathname)) {
    throw badInput(`body.endpoint: the path leaves the toolkit's API (${root.pathname}); remove '..' segments`);
  }
  return url;
}

async function binaryBody(
  service: Service,
  origin: string,
  binary: NonNullable<ProxyInput['binary_body']>,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string }> {
  if ('base64' in binary) {
    const text = binary.base64.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) throw badInput('body.binary_body.base64: not valid base64');
    return { bytes: new Uint8Array(Buffer.from(text, 'base64')), contentType: binary.content_type ?? 'application/octet-stream' };
  }
  const url = URL.canParse(binary.url) ? new URL(binary.url) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw badInput('body.binary_body.url: must be an http or https URL');
  }
  const response = await sendUpstream(service, origin, url, { method: 'GET' }, 'The binary_body.url');
  if (!response.ok) {
    await response.body?.cancel();
    throw badInput(`body.binary_body.url: answered HTTP ${response.status}; pass a URL that serves the content`);
  }
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readBytesWithin(response, MAX_BINARY_BYTES);
  } catch (error) {
    throw unreachable(url, 'The binary_body.url', error);
  }
  if (!bytes) throw badInput(`body.binary_body.url: the content is larger than ${MAX_BINARY_BYTES} bytes`);
  return {
    bytes: new Uint8Array(bytes),
    contentType: binary.content_type ?? response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

function badInput(error: string): ApiError {
  return new ApiError('BAD_REQUEST', `Invalid proxy request: ${error}`, {
    errors: [error],
    suggestedFix: 'Correct the listed field and send the request again.',
  });
}
