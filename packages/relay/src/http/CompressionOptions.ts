import type { ContentCoding } from './negotiateEncoding';

/** Makes a fresh stream that encodes one body in a content coding, shaped as `CompressionStream`: `() => new CompressionStream('gzip')`. */
export type ContentEncoder = () => ReadableWritablePair<Uint8Array, BufferSource>;

/** An encoder for each coding answers may be compressed with; a coding left out is never used. */
export type ContentEncoders = Partial<Record<ContentCoding, ContentEncoder>>;

/** How JSON answers are compressed for clients that accept it (`Accept-Encoding`). */
export interface CompressionOptions {
  /**
   * Bodies smaller than this many bytes go out as they are: below about a
   * kilobyte, compressing saves less than it costs.
   * @default 1024
   */
  minBytes?: number;
  /**
   * The encoders, by coding; when a client weighs several the same, brotli
   * is preferred. Runtimes whose `CompressionStream` takes `'brotli'` run it
   * at its slowest setting (about 100 times gzip's time on a 64 KB answer,
   * for a fifth fewer bytes), so brotli is left to an encoder you give,
   * e.g. on Node: `br: () => Duplex.toWeb(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))`.
   * @default { gzip: () => new CompressionStream('gzip') }
   */
  encoders?: ContentEncoders;
}

export const DEFAULT_COMPRESSION_MIN_BYTES = 1024;

/** gzip through the web-standard `CompressionStream`: Node, Bun, Deno and edge runtimes all have it. */
export const WEB_ENCODERS: Readonly<ContentEncoders> = { gzip: () => new CompressionStream('gzip') };

/** `options` with defaults filled in, or false when compression is off; a bad `minBytes` throws a TypeError naming `option`. */
export function resolveCompression(options: CompressionOptions | false | undefined, option: string): Required<CompressionOptions> | false {
  if (options === false) return false;
  const minBytes = options?.minBytes ?? DEFAULT_COMPRESSION_MIN_BYTES;
  if (!Number.isSafeInteger(minBytes) || minBytes < 0) throw new TypeError(`${option}.minBytes must be a whole number of bytes, 0 or more.`);
  const encoders = options?.encoders ?? WEB_ENCODERS;
  for (const [coding, encoder] of Object.entries(encoders)) {
    if (coding !== 'br' && coding !== 'gzip') {
      throw new TypeError(`${option}.encoders: '${coding}' is not a coding answers are compressed with (br, gzip).`);
    }
    if (encoder !== undefined && typeof encoder !== 'function') {
      throw new TypeError(`${option}.encoders.${coding} must be a function that makes an encoding stream.`);
    }
  }
  return { minBytes, encoders };
}
