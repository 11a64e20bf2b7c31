import type { PageText } from './pageText';
import { renderAppMark } from './appMark';
import { html, type SafeHtml } from './html';
import { renderDocument } from './layout';
import type { PageLook, PageTheme } from './pageLook';

export interface ConsentView {
  requestId: string;
  toolkit: { name: string; logoUrl: string };
  clientId: string;
  scopes: string[];
  /** The link's theme, and the app its redirect_uri leads back to (when that link is known). */
  look: PageLook;
  /** With the test controls on: a sign-in step whose username may be a test credential. */
  signIn?: ConsentSignIn;
}

export interface ConsentSignIn {
  username: string;
  /** The provider refused the last username: what to tell the user, above the form and at the field. */
  refusal?: { alert: string; error: string };
  /** The test credentials the field takes, named in its hint. */
  testValues: string[];
}

/** Where the consent form posts: the theme rides along, so an answer too late for the request still renders in it. */
const answerUrl = (theme: PageTheme | null) => (theme ? `/oauth/authorize?theme=${theme}` : '/oauth/authorize');

const decisionButtons = ({ m }: PageText) => html`<button type="submit" name="decision" value="allow" class="btn btn-primary">${m.allow}</button>
  <button type="submit" name="decision" value="deny" class="btn btn-secondary">${m.deny}</button>`;

/** The built-in OAuth2 provider's consent screen: Allow or Deny, posted back to /oauth/authorize. */
export function renderConsentPage({ requestId, toolkit, clientId, scopes, look, signIn }: ConsentView): string {
  const { brand, text } = look;
  const { m, plain, rich } = text;
  const name = text.name(toolkit.name);
  // People know the app by its name; the client ID is for developers, behind the disclosure below.
  const withScopes = scopes.length > 0;
  const asks = brand
    ? rich((withScopes ? m.appAsksAccessWithScopes : m.appAsksAccess)(text.strong(brand.name), name))
    : plain((withScopes ? m.unknownAppAsksAccessWithScopes : m.unknownAppAsksAccess)(name));
  // The app that asks, then the provider it asks: as on the connect page.
  const asker = brand ? html`${renderAppMark(brand, text)}<span class="link-dots" aria-hidden="true">&middot;&middot;&middot;</span>` : '';
  return renderDocument({
    title: m.signInTitle(name),
    look,
    body: html`<div class="logos">
  ${asker}<img class="logo" src="${toolkit.logoUrl}" alt="${plain(m.logoAlt(name))}" width="56" height="56">
</div>
<h1>${plain(m.consentHeading(name))}</h1>
${signIn ? '' : html`<p class="lead">${plain(m.signedInAsDemo(name))}</p>`}
<p>${asks}</p>
${withScopes ? html`<ul class="scopes">${scopes.map((s) => html`<li>${s}</li>`)}</ul>` : ''}
<form method="post" action="${answerUrl(look.theme)}"${signIn ? '' : html` class="actions"`}>
  <input type="hidden" name="request_id" value="${requestId}">
  ${signIn ? renderSignIn(signIn, name, text) : ''}
  ${signIn ? html`<div class="actions">${decisionButtons(text)}</div>` : decisionButtons(text)}
</form>
<details class="dev"><summary>${m.detailsForDevelopers}</summary><p${text.englishOnly}>Client ID <code>${clientId}</code></p></details>
<p class="foot">${m.simulatedProvider}</p>`,
  });
}

/** The provider's sign-in, offered only with the test controls on, so a test can sign in as a username that fails on purpose. */
function renderSignIn({ username, refusal, testValues }: ConsentSignIn, toolkitName: string, { m, plain, englishOnly }: PageText): SafeHtml {
  const id = 'field-username';
  const error = refusal?.error;
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return html`${refusal ? html`<div class="alert" role="alert">${plain(refusal.alert)}</div>` : ''}
<div class="field">
  <label for="${id}">${plain(m.usernameLabel(toolkitName))}</label>
  <input type="text" id="${id}" name="username" value="${username}" autocomplete="off" spellcheck="false" dir="ltr"${
    error ? html` aria-invalid="true"` : ''
  } aria-describedby="${describedBy}">
  <span class="hint" id="${id}-hint"${englishOnly}><strong>Test controls are on:</strong> ${testValues.map((value, i) => html`${i > 0 ? ', ' : ''}<code>${value}</code>`)} fail on purpose; any other username signs in.</span>
  ${error ? html`<div class="error" id="${id}-error">${plain(error)}</div>` : ''}
</div>`;
}
