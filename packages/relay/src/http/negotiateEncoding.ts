/** The content codings answers are compressed with: brotli and gzip. */
export type ContentCoding = 'br' | 'gzip';

/** RFC 9110's qvalue: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Each coding the header names, lower-cased, with its q-value; an element with a malformed q-value counts as not sent. */
function weightsOf(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const element of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = element.split(';').map((part) => part.trim());
    if (name === '') continue;
    let weight = 1;
    for (const parameter of parameters) {
      const separator = parameter.indexOf('=');
      if (separator === -1 || parameter.slice(0, separator).trim().toLowerCase() !== 'q') continue;
      const value = parameter.slice(separator + 1).trim();
      weight = QVALUE.test(value) ? Number(value) : Number.NaN;
    }
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    // The first mention of a coding decides, as most servers read it.
    if (!Number.isNaN(weight) && !weights.has(coding)) weights.set(coding, weight);
  }
  return weights;
}

/**
 * The coding to answer a request with, read from its `Accept-Encoding`
 * (RFC 9110, 12.5.3): of `available`, the one the client weighs highest,
 * ties going to the first in `available`. `*` stands for every coding the
 * header does not name, `x-gzip` is gzip, and `q=0` refuses a coding. null
 * when the header is missing, says `identity` only, or accepts none of
 * `available`: the answer then goes out as it is.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined, available: readonly ContentCoding[]): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = weightsOf(acceptEncoding);
  const wildcard = weights.get('*') ?? 0;
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? wildcard;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
