import { Hono, type Context } from 'hono';
import { credentialRejection } from '../credentials/connectionForm';
import { pageFieldsFor, readConnectionForm, REJECTION_MESSAGES } from './html/connectionFormPage';
import { renderClosedLinkPage } from './html/closedLinkPage';
import { exchangeCode } from './exchangeCode';
import { renderLinkPage } from './html/linkPage';
import { pageHeaders } from './html/layout';
import { renderDonePage, renderMessagePage, type LinkFailure } from './html/messagePage';
import type { PageLook } from './html/pageLook';
import { CANCELLED_REASON, DENIED_REASON, type LinkEnding } from '../connectedAccounts/endLink';
import type { ConnectedAccountReasonCode } from '@patchbay/client';
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
  const acceptLanguage = c.req.header('accept-language');
  const found = lookupLink(c.var.service, c.req.param('linkToken') ?? '');
  if (!found.open) {
    const look = linkLook(asked, found.value.link, found.value.project, acceptLanguage);
    return page(c, renderClosedLinkPage(found.value, look), look, found.value.status);
  }
  const open = { ...found.value, link: rememberTheme(c.var.service, found.value.link, asked) };
  const look = linkLook(asked, open.link, open.project, acceptLanguage);
  if (open.authConfig.status === 'DISABLED') {
    const { m, name } = look.text;
    return page(
      c,
      renderMessagePage({
        title: m.connectingOffTitle,
        message: m.connectingOff(name(look.brand?.name ?? open.project.name), name(open.toolkit.name)),
        tone: 'bad',
        hint: m.connectingOffHint,
        look,
      }),
      look,
      409,
    );
  }
  return handle(open, look);
}

/** How the done page tells a failure, by the reason code the app gets. */
const FAILURE_KINDS: Partial<Record<ConnectedAccountReasonCode, LinkFailure['kind']>> = {
  access_denied: 'access_denied',
  sign_in_failed: 'sign_in_failed',
};

/** 303 back to the app, or the done page when the link has no callback_url. */
function complete(c: Ctx, open: OpenLink, ending: LinkEnding, look: PageLook, providerFailed = false): Response {
  const location = finishLink(c.var.service, open, ending);
  if (location) return c.redirect(location, 303);
  const kind = ending.outcome === 'failed' ? (providerFailed ? 'provider_failed' : FAILURE_KINDS[ending.reasonCode]) : undefined;
  const failure = ending.outcome === 'failed' && kind ? { kind, reason: ending.reason } : null;
  return page(c, renderDonePage(ending.outcome, open.toolkit.name, failure, isReconnect(open), look), look);
}

connectPageRoutes.get('/connect/:linkToken', (c) =>
  withOpenLink(c, (open, look) => page(c, renderLinkPage(linkPageView(c.var.service, c.var.origin, open, look)), look)),
);

connectPageRoutes.post('/connect/:linkToken', (c) =>
  withOpenLink(c, async (open, look) => {
    const { service, origin } = c.var;
    const scheme = open.authConfig.auth_scheme;
    if (scheme === 'OAUTH2') return c.redirect(`/connect/${open.link.id}`, 303);
    if (scheme === 'NO_AUTH') return complete(c, open, { outcome: 'success', credentials: {} }, look);

    const { m, name } = look.text;
    const fields = pageFieldsFor(open.toolkit, scheme, look.text);
    const { values, errors } = readConnectionForm(fields, await readForm(c), look.text);
    // Typed values come back on error so nothing is retyped, except secrets.
    const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !fields.find((f) => f.name === name)?.secret));
    if (Object.keys(errors).length > 0) {
      const mode = { kind: 'form' as const, fields, values: kept, errors, alert: m.fixFields };
      return page(c, renderLinkPage(linkPageView(service, origin, open, look, mode)), look, 422);
    }
    const refused = fields.find((f) => testCredentialOf(service.testControls, values[f.name]) === 'invalid_credentials');
    if (refused) {
      const refusal = { [refused.name]: m.notAcceptedBy(name(open.toolkit.name)) };
      const alert = m.credentialsRejected(name(open.toolkit.name));
      const mode = { kind: 'form' as const, fields, values: kept, errors: refusal, alert };
      return page(c, renderLinkPage(linkPageView(service, origin, open, look, mode)), look, 422);
    }
    const rejection = credentialRejection(open.toolkit, values);
    if (rejection) {
      const mode = { kind: 'form' as const, fields, values: kept, errors: {}, alert: m[REJECTION_MESSAGES[rejection.kind]](name(open.toolkit.name)) };
      return page(c, renderLinkPage(linkPageView(service, origin, open, look, mode)), look, 422);
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
      const { m } = look.text;
      return page(
        c,
        renderMessagePage({
          title: m.responseNotRecognisedTitle,
          message: m.responseNotRecognised,
          tone: 'bad',
          hint: m.responseNotRecognisedHint,
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
            result.providerFailed,
          ),
    );
  }),
);
