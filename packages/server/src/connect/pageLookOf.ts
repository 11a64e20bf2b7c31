import { storedBranding } from '../projects/projectBranding';
import type { ProjectRecord } from '../projects/records';
import type { LinkSessionRecord } from '../connectedAccounts/records';
import type { Service } from '../Service';
import type { PageBrand, PageLook, PageTheme } from './html/pageLook';
import { pageText } from './html/pageText';
import { pickLocale } from '../languages/pickLocale';

/**
 * The theme a page's `theme` query parameter asks for. Any other value is no
 * ask (the page follows the device): a cosmetic parameter never stops a
 * user from connecting.
 */
export function requestedTheme(value: string | undefined): PageTheme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The app a project's pages speak for: its branding, else its own name and a letter logo. */
export function brandOf(project: ProjectRecord): PageBrand {
  const branding = storedBranding(project.config);
  return {
    name: branding.display_name ?? project.name,
    branded: branding.display_name !== undefined,
    logoUrl: branding.logo_url ?? null,
    accent: branding.accent_color ?? null,
  };
}

/**
 * The look of a page of `link`: the theme asked for now, else the one the
 * link remembers; the language of the link's `locale`, else of the browser's
 * `acceptLanguage`, else the project's default, else English.
 */
export function linkLook(
  asked: PageTheme | null,
  link: LinkSessionRecord | undefined,
  project: ProjectRecord | undefined,
  acceptLanguage: string | undefined,
): PageLook {
  const locale = pickLocale({
    link: link?.locale,
    acceptLanguage,
    projectDefault: project ? storedBranding(project.config).default_locale : undefined,
  });
  return { theme: asked ?? link?.theme ?? null, brand: project ? brandOf(project) : null, text: pageText(locale) };
}

/**
 * Keeps the theme a pending link's page was opened with, so the pages that
 * follow without the parameter (the form's answer, the OAuth consent and
 * callback) render the same. Returns the link as it now is.
 */
export function rememberTheme(service: Service, link: LinkSessionRecord, asked: PageTheme | null): LinkSessionRecord {
  if (!asked || link.status !== 'PENDING' || link.theme === asked) return link;
  return service.store.put('link_sessions', { ...link, theme: asked });
}
