import { Hono, type Context } from 'hono';
import { credentialRejection, pageFieldsFor, readConnectionForm } from '../credentials/connectionForm';
import { exchangeCode } from './exchangeCode';
import { renderLinkPage } from './html/linkPage';
import { pageHeaders } from './html/layout';
import { renderDonePage, renderMessagePage } from './html/messagePage';
import type { PageLook } from './html/pageLook';
import { CANCELLED_REASON, DENIED_REASON, type LinkEnding } from '../connectedAccounts/endLink';
import { finishLink, isReconnect, lookupLink, type OpenLink } from './linkFlow';
import { providerFailedReason } from '../credentials/providerFailedReason';
import { linkPageView, oauthCallbackUrl } from './linkPageView';
import { clientForAuthConfig } from './oauthClients';
import { oauthProviderRoutes } from './oauthProviderRoutes';
import { linkLook, rememberTheme, requestedTheme } from './pageLookOf';
import { readForm } from './readForm';
import { testCredentialOf } from '../credentials/testCredentials';
import type { AppEnv } from '../http/context';

/**
 * The hosted connect page a link session's redirect_url points at, and the
 * built-in OAuth2 provider it signs in with. Public: the end user's browser
 * holds no API key, only the unguessable link token.
 */
export const connectPageRoutes = new Hono<AppEnv>();
connectPageRoutes.route('/', oauthProviderRoutes);

type Ctx = Context<AppEnv>;

function page(c: Ctx, body: string, look: PageLook, status: 200 | 400 | 404 | 409 | 410 | 422 = 200): Response {
  return c.body(body, status, pageHeaders(look));
}

/**
 * The page for the link, or the page that says why it cannot be used. Both
 * look as the link asks: its project's branding, and the theme of the
 * `theme` parameter, which the link remembers for the pages that follow.
 */
function withOpenLink(c: Ctx, handle: (open: OpenLink, look: PageLook) => Response | Promise<Response>): Response | Promise<Response> {
  const asked = requestedTheme(c.req.query('theme'));
  const found = lookupLink(c.var.service, c.req.param('linkToken') ?? '');
  if (!found.open) {
    const { status, title, message, link, project } = found.value;
    const look = linkLook(asked, link, project);
    return page(c, renderMessagePage({ title, message, tone: status === 404 ? 'info' : 'bad', look }), look, status);
  }
  const open = { ...found.value, link: rememberTheme(c.var.service, found.value.link, asked) };
  const look = linkLook(asked, open.link, open.project);
  if (open.authConfig.status === 'DISABLED') {
    return page(
      c,
      renderMessagePage({
        title: 'Connecting is turned off',
        message: `${look.brand?.name ?? open.project.name} has disabled this way of connecting ${open.toolkit.name}.`,
        tone: 'bad',
        hint: 'Ask the app to enable it, then start connecting again.',
        look,
      }),
      look,
      409,
    );
  }
  return handle(open, look);
}

/** 303 back to the app, or the done page when the link has no callback_url. */
function complete(c: Ctx, open: OpenLink, ending: LinkEnding, look: PageLook): Response {
  const location = finishLink(c.var.service, open, ending);
  if (location) return c.redirect(location, 303);
  const reason = ending.outcome === 'success' ? null : ending.reason;
  return page(c, renderDonePage(ending.outcome, open.toolkit.name, reason, isReconnect(open), look), look);
}

connectPageRoutes.get('/connect/:linkToken', (c) =>
  withOpenLink(c, (open, look) => page(c, renderLinkPage(linkPageView(c.var.service, c.var.origin, open, look.theme)), look)),
);

connectPageRoutes.post('/connect/:linkToken', (c) =>
  withOpenLink(c, async (open, look) => {
    const { service, origin } = c.var;
    const scheme = open.authConfig.auth_scheme;
    if (scheme === 'OAUTH2') return c.redirect(`/connect/${open.link.id}`, 303);
    if (scheme === 'NO_AUTH') return complete(c, open, { outcome: 'success', credentials: {} }, look);

    const fields = pageFieldsFor(open.toolkit, scheme);
    const { values, errors } = readConnectionForm(fields, await readForm(c));
    // Typed values come back on error so nothing is retyped, except secrets.
    const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !fields.find((f) => f.name === name)?.secret));
    if (Object.keys(errors).length > 0) {
      const mode = { kind: 'form' as const, fields, values: kept, errors, alert: 'Please correct the highlighted fields.' };
      return page(c, renderLinkPage(linkPageView(service, origin, open, look.theme, mode)), look, 422);
    }
    const refused = fields.find((f) => testCredentialOf(service.testControls, values[f.name]) === 'invalid_credentials');
    if (refused) {
      const refusal = { [refused.name]: `Not accepted by ${open.toolkit.name}.` };
      const alert = `${open.toolkit.name} rejected these credentials. Check them and try again.`;
      const mode = { kind: 'form' as const, fields, values: kept, errors: refusal, alert };
      return page(c, renderLinkPage(linkPageView(service, origin, open, look.theme, mode)), look, 422);
    }
    const rejection = credentialRejection(open.toolkit, values);
    if (rejection) {
      const mode = { kind: 'form' as const, fields, values: kept, errors: {}, alert: `${rejection} Check it and try again.` };
      return page(c, renderLinkPage(linkPageView(service, origin, open, look.theme, mode)), look, 422);
    }
    return complete(c, open, { outcome: 'success', credentials: values }, look);
  }),
);

// Cancelling gives up, it does not fail: a first connection's account is EXPIRED, a reconnect's is put back as it was.
connectPageRoutes.post('/connect/:linkToken/cancel', (c) =>
  withOpenLink(c, (open, look) => complete(c, open, { outcome: 'cancelled', reason: CANCELLED_REASON, reasonCode: 'cancelled_by_user' }, look)),
);

connectPageRoutes.get('/connect/:linkToken/oauth/callback', (c) =>
  withOpenLink(c, async (open, look) => {
    const { service, origin } = c.var;
    const state = c.req.query('state');
    if (open.authConfig.auth_scheme !== 'OAUTH2' || !state || state !== open.link.oauth_state) {
      // A response that does not belong to this link changes nothing (CSRF protection of RFC 6749 10.12).
      return page(
        c,
        renderMessagePage({
          title: 'Sign-in response not recognised',
          message: 'This sign-in response does not belong to this connect link.',
          tone: 'bad',
          hint: 'Go back to the connect page and continue from there.',
          look,
        }),
        look,
        400,
      );
    }
    const error = c.req.query('error');
    if (error === 'access_denied') {
      // The provider says who denied: the user at its consent screen, or the provider itself.
      const reason = c.req.query('error_description') ?? DENIED_REASON;
      return complete(c, open, { outcome: 'failed', reason, reasonCode: 'access_denied' }, look);
    }
    const code = c.req.query('code');
    if (error || !code) {
      const detail = c.req.query('error_description') ?? error ?? 'no authorization code was returned';
      return complete(c, open, { outcome: 'failed', reason: `The sign-in failed: ${detail}`, reasonCode: 'sign_in_failed' }, look);
    }
    const client = clientForAuthConfig(service, open.authConfig);
    const result = await exchangeCode(service, origin, client, code, oauthCallbackUrl(origin, open.link.id));
    // The exchange took a round trip: finish only if the link is still waiting.
    return withOpenLink(c, (current, currentLook) =>
      result.ok
        ? complete(
            c,
            current,
            {
              outcome: 'success',
              credentials: { access_token: result.accessToken, ...(result.refreshToken ? { refresh_token: result.refreshToken } : {}) },
            },
            currentLook,
          )
        : complete(
            c,
            current,
            {
              outcome: 'failed',
              reason: result.providerFailed ? providerFailedReason(current.toolkit.name) : result.reason,
              reasonCode: 'sign_in_failed',
            },
            currentLook,
          ),
    );
  }),
);
