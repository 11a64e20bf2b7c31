// Browsers compare case-insensitively and treat jpg and jpeg as one.
const normalize = (text: string) => text.toLowerCase().replace(/(\.|\/)jpg\b/g, '$1jpeg');

/** The tokens of an `accept` attribute: `.pdf`, `image/*`, `text/plain`. */
export function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
}

/**
 * Whether a file matches an input's `accept` list, as the browser's file
 * picker decides. Drops bypass the picker, so they are checked here.
 */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const name = normalize(file.name);
  const type = normalize(file.type);
  return tokens.some((raw) => {
    const token = normalize(raw);
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
