import { html } from './html';
import { renderDocument } from './layout';

export interface ConsentView {
  requestId: string;
  toolkit: { name: string; logoUrl: string };
  clientId: string;
  scopes: string[];
}

/** The built-in OAuth2 provider's consent screen: Allow or Deny, posted back to /oauth/authorize. */
export function renderConsentPage({ requestId, toolkit, clientId, scopes }: ConsentView): string {
  return renderDocument({
    title: `Sign in to ${toolkit.name}`,
    body: html`<div class="logos">
  <img class="logo" src="${toolkit.logoUrl}" alt="${toolkit.name} logo" width="56" height="56">
</div>
<h1>${toolkit.name} (simulated provider) wants to grant access</h1>
<p class="lead">You are signed in to ${toolkit.name} as the demo user.</p>
<p>The app with client ID <code>${clientId}</code> asks to access your ${toolkit.name} account${
      scopes.length > 0 ? ' with these permissions:' : '.'
    }</p>
${scopes.length > 0 ? html`<ul class="scopes">${scopes.map((s) => html`<li>${s}</li>`)}</ul>` : ''}
<form method="post" action="/oauth/authorize" class="actions">
  <input type="hidden" name="request_id" value="${requestId}">
  <button type="submit" name="decision" value="allow" class="btn btn-primary">Allow</button>
  <button type="submit" name="decision" value="deny" class="btn btn-secondary">Deny</button>
</form>
<p class="foot">This provider is simulated by the local service; no real account is involved.</p>`,
  });
}
