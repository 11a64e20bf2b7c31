import { html, type SafeHtml } from './html';
import type { Asker } from '../locales/HostedMessages';
import type { PageText } from './pageText';
import type { PageBrand } from './pageLook';

// Made on first use: setting up ICU's segmenter is a cost only hosted pages need.
let graphemes: Intl.Segmenter | undefined;

/** The first character a reader sees in `name` (a whole emoji or accented letter), upper-cased. */
export function initialOf(name: string): string {
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase('en');
}

/** The app's logo, or the first letter of its name on the accent colour when it has none. */
export function renderAppMark(brand: PageBrand, text: PageText): SafeHtml {
  if (brand.logoUrl) {
    return html`<img class="logo" src="${brand.logoUrl}" alt="${text.plain(text.m.logoAlt(text.name(brand.name)))}" width="56" height="56">`;
  }
  return html`<span class="app-mark" aria-hidden="true">${initialOf(brand.name)}</span>`;
}

/** Who asks, for a lead: the app by its display name, or the local project it is (each language has a sentence for both); the name bold. */
export function askerOf(brand: PageBrand, text: PageText): Asker {
  return brand.branded ? { app: text.strong(brand.name) } : { localProject: text.strong(brand.name) };
}
