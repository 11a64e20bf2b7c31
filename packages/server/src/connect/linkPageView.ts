import { toolkitLogoUrl } from '../toolkits/toolkitUrls';
import type { Service } from '../Service';
import type { LinkPageMode, LinkPageView } from './html/linkPage';
import type { PageLook } from './html/pageLook';
import { brandOf } from './pageLookOf';
import { isReconnect, type OpenLink } from './linkFlow';
import { clientForAuthConfig } from './oauthClients';
import { prefillValues } from '../credentials/connectionForm';
import { pageFieldsFor } from './html/connectionFormPage';

export function oauthCallbackUrl(origin: string, linkToken: string): string {
  return `${origin}/connect/${linkToken}/oauth/callback`;
}

/** Scopes an auth config asks for: credentials.scopes as a list or a space/comma-separated string. */
function scopesOf(credentials: Record<string, unknown>): string {
  const scopes = credentials.scopes;
  const list = Array.isArray(scopes) ? scopes.filter((s) => typeof s === 'string') : typeof scopes === 'string' ? scopes.split(/[\s,]+/) : [];
  return list.filter((s) => s !== '').join(' ');
}

export function authorizeUrl(service: Service, origin: string, open: OpenLink): string {
  const url = new URL(`${origin}/oauth/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientForAuthConfig(service, open.authConfig).clientId,
    redirect_uri: oauthCallbackUrl(origin, open.link.id),
    state: open.link.oauth_state,
    scope: scopesOf(open.authConfig.credentials),
  }).toString();
  return url.toString();
}

/** How the page asks for the connection: OAuth button, no-auth button, or credential form. */
function defaultMode(service: Service, origin: string, open: OpenLink, look: PageLook): LinkPageMode {
  const scheme = open.authConfig.auth_scheme;
  if (scheme === 'OAUTH2') return { kind: 'oauth', authorizeUrl: authorizeUrl(service, origin, open) };
  if (scheme === 'NO_AUTH') return { kind: 'noauth' };
  const fields = pageFieldsFor(open.toolkit, scheme, look.text);
  return { kind: 'form', fields, values: prefillValues(fields, open.link.connection_data), errors: {} };
}

/** The link page of `open`, in the look (theme, branding, language) of its request. */
export function linkPageView(service: Service, origin: string, open: OpenLink, look: PageLook, mode?: LinkPageMode): LinkPageView {
  return {
    linkToken: open.link.id,
    toolkit: { slug: open.toolkit.slug, name: open.toolkit.name, logoUrl: toolkitLogoUrl(origin, open.toolkit.slug) },
    brand: look.brand ?? brandOf(open.project),
    theme: look.theme,
    text: look.text,
    mode: mode ?? defaultMode(service, origin, open, look),
    reconnect: isReconnect(open),
    alias: open.account.alias ?? null,
  };
}
