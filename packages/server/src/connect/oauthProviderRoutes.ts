import { Hono, type Context } from 'hono';
import { toolkitLogoUrl } from '../toolkits/toolkitUrls';
import type { AppEnv } from '../http/context';
import { secret } from '../ids';
import { renderConsentPage, type ConsentSignIn } from './html/consentPage';
import { pageHeaders } from './html/layout';
import { renderClosedLinkPage } from './html/closedLinkPage';
import { renderMessagePage } from './html/messagePage';
import type { PageLook } from './html/pageLook';
import { lookupLink, type LinkLookup } from './linkFlow';
import { clientForAuthConfig, findClients, secretMatches } from './oauthClients';
import { ACCESS_TOKEN_LIFETIME_S, issueCode, redeemCode, saveAuthorizationRequest, takeAuthorizationRequest, type SavedRequest } from './oauthGrants';
import { pageText, type PageText } from './html/pageText';
import { pickLocale } from '../languages/pickLocale';
import { linkLook, requestedTheme } from './pageLookOf';
import { readForm } from './readForm';
import type { AuthorizationRequestRecord } from './records';
import { TEST_CREDENTIALS, testCredentialOf } from '../credentials/testCredentials';

/**
 * The built-in OAuth2 provider (RFC 6749 authorization code grant) that
 * plays every OAuth toolkit's app, so a hosted connect flow really completes.
 */
export const oauthProviderRoutes = new Hono<AppEnv>();

/** Redirect URIs the provider accepts: this service's own connect callbacks. */
const CALLBACK_PATH = /^\/connect\/(lt_[A-Za-z0-9_]+)\/oauth\/callback$/;

function acceptableRedirect(origin: string, value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.origin === origin && CALLBACK_PATH.test(url.pathname) && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/** A page that belongs to no link yet: only the theme asked for, in the browser's language. */
const plainLook = (c: Context<AppEnv>): PageLook => ({
  theme: requestedTheme(c.req.query('theme')),
  brand: null,
  text: pageText(pickLocale({ acceptLanguage: c.req.header('accept-language') })),
});

/** The link token of one of this service's own link callbacks. */
const linkTokenOf = (redirectUri: string): string => CALLBACK_PATH.exec(new URL(redirectUri).pathname)?.[1] ?? '';

/**
 * The consent screen looks as the connect page it came from: the theme that
 * link remembers and its app's branding, found through the redirect_uri
 * (one of this service's own link callbacks).
 */
function consentLook(c: Context<AppEnv>, redirectUri: string): PageLook {
  const link = c.var.service.store.get('link_sessions', linkTokenOf(redirectUri));
  const project = link ? c.var.service.store.get('projects', link.project_id) : undefined;
  return linkLook(requestedTheme(c.req.query('theme')), link, project && !project.deleted_at ? project : undefined, c.req.header('accept-language'));
}

/** The page of a link that takes no sign-in (unknown, expired, used, replaced or removed), with its status: nothing is stored. */
function closedLinkPage(c: Context<AppEnv>, found: Extract<LinkLookup, { open: false }>): Response {
  const { status, link, project } = found.value;
  const look = linkLook(requestedTheme(c.req.query('theme')), link, project, c.req.header('accept-language'));
  return c.body(renderClosedLinkPage(found.value, look), status, pageHeaders(look));
}

/** The 429 page of a consent screen that was not opened because its link, or the service, has as many as it may. */
function tooManyPage(c: Context<AppEnv>, refused: Extract<SavedRequest, { ok: false }>, look: PageLook): Response {
  const { m } = look.text;
  const page = renderMessagePage({
    title: m.tooManyTitle,
    message: refused.bound === 'link' ? m.tooManyForLink(refused.max, refused.retryAfterSeconds) : m.tooManyForService(refused.retryAfterSeconds),
    tone: 'bad',
    look,
  });
  return c.body(page, 429, { ...pageHeaders(look), 'retry-after': String(refused.retryAfterSeconds) });
}

/** The page of a sign-in request the provider cannot take; `message` picks what to say in the page's language. */
function errorPage(c: Context<AppEnv>, message: (text: PageText) => string, look = plainLook(c)): Response {
  const page = renderMessagePage({
    title: look.text.m.requestNotValidTitle,
    message: message(look.text),
    tone: 'bad',
    hint: look.text.m.requestNotValidHint,
    look,
  });
  return c.body(page, 400, pageHeaders(look));
}

function redirectWith(c: Context<AppEnv>, redirectUri: string, params: Record<string, string>): Response {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return c.redirect(url.toString(), 303);
}

oauthProviderRoutes.get('/oauth/authorize', (c) => {
  const { service, origin } = c.var;
  const p = (name: string) => c.req.query(name);
  const clientId = p('client_id');
  // Until client and redirect_uri are known to be good, errors are shown here, never redirected (RFC 6749 4.1.2.1).
  if (!clientId) return errorPage(c, ({ m }) => m.noClientId);
  if (findClients(service, clientId).length === 0) return errorPage(c, ({ m, name }) => m.unknownClient(name(clientId)));
  const redirectUri = p('redirect_uri');
  if (!acceptableRedirect(origin, redirectUri)) return errorPage(c, ({ m }) => m.badRedirectUri);
  // A consent screen belongs to an open link session: anyone may ask, but only a link's holder can fill its few places.
  const found = lookupLink(service, linkTokenOf(redirectUri));
  if (!found.open) return closedLinkPage(c, found);
  const { link, authConfig } = found.value;
  if (authConfig.auth_scheme !== 'OAUTH2' || clientForAuthConfig(service, authConfig).clientId !== clientId) {
    return errorPage(c, ({ m }) => m.wrongClient, consentLook(c, redirectUri));
  }
  const state = p('state');
  if (p('response_type') !== 'code') {
    return redirectWith(c, redirectUri, {
      error: p('response_type') ? 'unsupported_response_type' : 'invalid_request',
      error_description: "response_type must be 'code'.",
      ...(state ? { state } : {}),
    });
  }
  if (!state) return redirectWith(c, redirectUri, { error: 'invalid_request', error_description: 'state is required.' });
  const scope = (p('scope') ?? '').trim();
  const saved = saveAuthorizationRequest(
    service,
    { link_token: link.id, client_id: clientId, toolkit_slug: authConfig.toolkit_slug, redirect_uri: redirectUri, state, scope },
    link.expires_at,
  );
  const look = consentLook(c, redirectUri);
  return saved.ok ? consentScreen(c, saved.request, look) : tooManyPage(c, saved, look);
});

/** The username the test sign-in starts with: an ordinary one, which signs in. */
const DEMO_USERNAME = 'demo_user';

const toolkitNameOf = (c: Context<AppEnv>, slug: string) => c.var.service.catalog.toolkit(slug)?.name ?? slug;

/** The consent screen of a saved request; with the test controls on it signs in by username first (see testCredentials). */
function consentScreen(c: Context<AppEnv>, request: AuthorizationRequestRecord, look: PageLook, signIn: Partial<ConsentSignIn> = {}): Response {
  const testValues = Object.values(TEST_CREDENTIALS).map((credential) => credential.value);
  const page = renderConsentPage({
    requestId: request.id,
    toolkit: { name: toolkitNameOf(c, request.toolkit_slug), logoUrl: toolkitLogoUrl(c.var.origin, request.toolkit_slug) },
    clientId: request.client_id,
    scopes: request.scope ? request.scope.split(/\s+/) : [],
    look,
    ...(c.var.service.testControls ? { signIn: { username: DEMO_USERNAME, testValues, ...signIn } } : {}),
  });
  return c.body(page, signIn.refusal ? 422 : 200, pageHeaders(look));
}

oauthProviderRoutes.post('/oauth/authorize', async (c) => {
  const { service } = c.var;
  const form = await readForm(c);
  const request = form.request_id ? takeAuthorizationRequest(service, form.request_id) : undefined;
  if (!request) return errorPage(c, ({ m }) => m.requestExpired);
  if (form.decision !== 'allow') {
    return redirectWith(c, request.redirect_uri, { error: 'access_denied', error_description: 'The user denied access.', state: request.state });
  }
  const toolkitName = toolkitNameOf(c, request.toolkit_slug);
  switch (testCredentialOf(service.testControls, form.username)) {
    case 'invalid_credentials': {
      // A wrong sign-in is the provider's own screen again: the same request, asked anew (in the place of the one taken); the username stays as typed.
      const found = lookupLink(service, request.link_token ?? '');
      if (!found.open) return closedLinkPage(c, found);
      const { client_id, toolkit_slug, redirect_uri, state, scope } = request;
      const look = consentLook(c, redirect_uri);
      const { m, name } = look.text;
      const { link } = found.value;
      const saved = saveAuthorizationRequest(service, { link_token: link.id, client_id, toolkit_slug, redirect_uri, state, scope }, link.expires_at);
      if (!saved.ok) return tooManyPage(c, saved, look);
      return consentScreen(c, saved.request, look, {
        username: form.username?.trim() ?? '',
        refusal: { alert: m.usernameNotRecognised(name(toolkitName)), error: m.notAcceptedBy(name(toolkitName)) },
      });
    }
    case 'access_denied':
      return redirectWith(c, request.redirect_uri, {
        error: 'access_denied',
        error_description: `${toolkitName} denied access to your account.`,
        state: request.state,
      });
    case 'provider_error':
      return redirectWith(c, request.redirect_uri, { code: issueCode(service, request, true), state: request.state });
    default:
      return redirectWith(c, request.redirect_uri, { code: issueCode(service, request), state: request.state });
  }
});

type TokenError = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

/** RFC 6749 5.2 error body; tokens and errors are never cached. */
function tokenError(c: Context<AppEnv>, error: TokenError, description: string): Response {
  const status = error === 'invalid_client' ? 401 : 400;
  const headers: Record<string, string> = { 'cache-control': 'no-store', pragma: 'no-cache' };
  if (status === 401) headers['www-authenticate'] = 'Basic realm="patchbay-oauth"';
  return c.json({ error, error_description: description }, status, headers);
}

/** Client credentials from HTTP Basic (RFC 6749 2.3.1) or the form body. */
function clientCredentials(c: Context<AppEnv>, form: Record<string, string>): { id?: string; secret?: string } {
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      try {
        return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
      } catch {
        return {};
      }
    }
    return {};
  }
  return { id: form.client_id, secret: form.client_secret };
}

oauthProviderRoutes.post('/oauth/token', async (c) => {
  const { service } = c.var;
  const form = await readForm(c);
  const credentials = clientCredentials(c, form);
  if (!form.grant_type) return tokenError(c, 'invalid_request', 'grant_type is required.');
  if (!credentials.id || !credentials.secret)
    return tokenError(c, 'invalid_client', 'Client authentication is required (client_id and client_secret).');
  const given = credentials.secret;
  const client = findClients(service, credentials.id).find((candidate) => secretMatches(candidate, given));
  if (!client) return tokenError(c, 'invalid_client', 'Unknown client or wrong client secret.');
  if (form.grant_type !== 'authorization_code') {
    return tokenError(c, 'unsupported_grant_type', `grant_type '${form.grant_type}' is not supported; use authorization_code.`);
  }
  if (!form.code) return tokenError(c, 'invalid_request', 'code is required.');
  const redemption = service.store.transaction(() => redeemCode(service, form.code ?? '', client.clientId, form.redirect_uri));
  if (!redemption.ok) return tokenError(c, 'invalid_grant', redemption.description);
  if (redemption.grant.fails_exchange && service.testControls) {
    const name = toolkitNameOf(c, redemption.grant.toolkit_slug);
    return c.json({ error: 'temporarily_unavailable', error_description: `${name} is temporarily unavailable.` }, 503, {
      'cache-control': 'no-store',
      pragma: 'no-cache',
    });
  }
  return c.json(
    {
      access_token: secret('oat_'),
      refresh_token: secret('ort_'),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_S,
      scope: redemption.grant.scope,
    },
    200,
    { 'cache-control': 'no-store', pragma: 'no-cache' },
  );
});
