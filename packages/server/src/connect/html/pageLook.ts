import { ENGLISH, type PageText } from './pageText';

/** Light or dark, as the link asks with `theme=`; without it the page follows the device (prefers-color-scheme). */
export type PageTheme = 'light' | 'dark';

/** The app a page speaks for: the project's branding, or its name. */
export interface PageBrand {
  /** What the page says is asking to connect. */
  name: string;
  /** The name is the app's own display name, not the local project's name. */
  branded: boolean;
  /** An https: or data:image URL; null shows the name's first letter. */
  logoUrl: string | null;
  /** '#rrggbb', adjusted per theme to meet AA; null for the page's own. */
  accent: string | null;
}

/** How a hosted page looks. */
export interface PageLook {
  theme: PageTheme | null;
  /** Null on pages that belong to no project (an unknown link, a malformed sign-in request). */
  brand: PageBrand | null;
  /** The language the page speaks (see pickLocale), its direction and messages. */
  text: PageText;
}

export const PLAIN_LOOK: PageLook = { theme: null, brand: null, text: ENGLISH };
