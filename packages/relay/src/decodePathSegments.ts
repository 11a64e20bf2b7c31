/**
 * A path's segments as the service routes them: each percent-decoded once,
 * so `prox%79` is the literal `proxy` to the relay exactly as to the service.
 * Null when a segment could be read differently by another router or by a
 * second decoding: a malformed escape, an encoded separator (`%2F`, `\`), a
 * `%` left after decoding (double encoding), a dot segment, or a control
 * character. No id, slug or page of the service has any of them.
 */
export function decodePathSegments(path: string): string[] | null {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (segment === '.' || segment === '..' || /[/\\%\u0000-\u001f\u007f]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}
