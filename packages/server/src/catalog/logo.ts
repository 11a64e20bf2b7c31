import { hashString } from './prng';

/** Curated saturated colours that all keep white text readable (contrast >= 4.5:1 or close). */
const PALETTE: readonly string[] = [
  '#2563EB', // blue
  '#4F46E5', // indigo
  '#7C3AED', // violet
  '#9333EA', // purple
  '#C026D3', // fuchsia
  '#DB2777', // pink
  '#E11D48', // rose
  '#DC2626', // red
  '#C2410C', // orange
  '#B45309', // amber
  '#4D7C0F', // lime
  '#15803D', // green
  '#047857', // emerald
  '#0F766E', // teal
  '#0E7490', // cyan
  '#0369A1', // sky
];

export function logoColor(slug: string): string {
  return PALETTE[hashString(slug) % PALETTE.length] ?? '#2563EB';
}

/**
 * One or two letters: the humps of a CamelCase first word ("GitHub" -> "GH"),
 * else the initials of the first two words ("Google Drive" -> "GD"), else the
 * first letter ("Stripe" -> "S"). Punctuation is dropped ("monday.com" -> "M").
 */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  const hump = /[\p{Ll}\p{N}](\p{Lu})/u.exec(first)?.[1];
  let letters: string;
  if (hump) letters = ([...first][0] ?? '') + hump;
  else if (words.length > 1)
    letters = words
      .slice(0, 2)
      .map((w) => [...w][0] ?? '')
      .join('');
  else letters = [...first][0] ?? '';
  return [...(letters || '?').toUpperCase()].slice(0, 2).join('');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A 64x64 rounded-square monogram logo; deterministic for a given slug and name. */
export function renderToolkitLogo(slug: string, name: string): string {
  const color = logoColor(slug);
  const letters = monogram(name);
  const fontSize = [...letters].length > 1 ? 26 : 32;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" fill="#ffffff" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="600">` +
    `${escapeXml(letters)}</text></svg>`
  );
}

/** The logo as a `data:` URL, usable directly as `meta.logo`. */
export function toolkitLogoDataUrl(slug: string, name: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderToolkitLogo(slug, name), 'utf8').toString('base64')}`;
}
