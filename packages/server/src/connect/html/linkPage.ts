import type { PageField } from '../../credentials/connectionForm';
import { renderAppMark, renderAsker } from './appMark';
import { html, type SafeHtml } from './html';
import { renderDocument } from './layout';
import type { PageBrand, PageTheme } from './pageLook';

export type LinkPageMode =
  | { kind: 'oauth'; authorizeUrl: string }
  | {
      kind: 'form';
      fields: PageField[];
      values: Record<string, string>;
      errors: Record<string, string>;
      /** A message about the whole form, e.g. the app rejected the key. */
      alert?: string;
    }
  | { kind: 'noauth' };

export interface LinkPageView {
  linkToken: string;
  toolkit: { slug: string; name: string; logoUrl: string };
  /** The app asking: the project's branding, or its name. */
  brand: PageBrand;
  theme: PageTheme | null;
  mode: LinkPageMode;
  /** The link reconnects an account connected before: the page says so. */
  reconnect: boolean;
  /** The account's alias, shown so the user knows which account this is. */
  alias: string | null;
}

/** The page's heading and lead, for a first connection or a reconnect. */
function introOf(view: LinkPageView): { heading: string; lead: SafeHtml } {
  const { toolkit, brand, mode } = view;
  if (!view.reconnect) {
    return {
      heading: `Connect ${toolkit.name}`,
      lead: html`${renderAsker(brand)} is asking to connect your ${toolkit.name} account.`,
    };
  }
  const ask = mode.kind === 'oauth' ? 'to sign in again' : mode.kind === 'form' ? 'for new credentials' : 'to confirm it again';
  return {
    heading: `Reconnect ${toolkit.name}`,
    lead: html`${renderAsker(brand)} is asking ${ask} for your connected ${toolkit.name} account. It stays as it is until you finish.`,
  };
}

/** The hosted connect page of one link session. */
export function renderLinkPage(view: LinkPageView): string {
  const { toolkit, brand, mode } = view;
  const action = `/connect/${encodeURIComponent(view.linkToken)}`;
  const intro = introOf(view);
  return renderDocument({
    title: intro.heading,
    look: { theme: view.theme, brand },
    body: html`<div class="logos">
  ${renderAppMark(brand)}
  <span class="link-dots" aria-hidden="true">&middot;&middot;&middot;</span>
  <img class="logo" src="${toolkit.logoUrl}" alt="${toolkit.name} logo" width="56" height="56">
</div>
<h1>${intro.heading}</h1>
<p class="lead">${intro.lead}</p>
${view.alias ? html`<p class="lead">Account: <strong>${view.alias}</strong></p>` : ''}
${renderMode(mode, action, toolkit.name, view.reconnect)}
<form method="post" action="${action}/cancel" class="actions">
  <button type="submit" class="btn btn-secondary">Cancel</button>
</form>
${renderFoot(mode, toolkit.name)}`,
  });
}

/** What happens to what the user types or signs in with; an app that needs no credentials gets no such line. */
function renderFoot(mode: LinkPageMode, toolkitName: string): SafeHtml | '' {
  if (mode.kind === 'noauth') return '';
  const text =
    mode.kind === 'oauth'
      ? `You sign in at ${toolkitName} itself; your password is not shared with this app.`
      : `What you enter here is used only to connect your ${toolkitName} account.`;
  return html`<p class="foot">${text}</p>`;
}

function renderMode(mode: LinkPageMode, action: string, toolkitName: string, reconnect: boolean): SafeHtml {
  const verb = reconnect ? 'Reconnect' : 'Connect';
  switch (mode.kind) {
    case 'oauth':
      return html`<p>You will sign in at ${toolkitName} and choose whether to allow access.</p>
<div class="actions"><a class="btn btn-primary" href="${mode.authorizeUrl}">Continue to ${toolkitName}</a></div>`;
    case 'noauth':
      return html`<p>${toolkitName} needs no credentials.</p>
<form method="post" action="${action}" class="actions">
  <button type="submit" class="btn btn-primary">${verb}</button>
</form>`;
    case 'form': {
      const focused = focusedField(mode);
      return html`<form method="post" action="${action}" novalidate>
${mode.alert ? html`<div class="alert" role="alert" id="${ALERT_ID}">${mode.alert}</div>` : ''}
${mode.fields.map((f) => renderField(f, mode.values[f.name], mode.errors[f.name], f === focused))}
<div class="actions"><button type="submit" class="btn btn-primary">${verb} ${toolkitName}</button></div>
</form>`;
    }
  }
}

const ALERT_ID = 'form-alert';

/**
 * The field a refused form gives the focus to (the page works without script,
 * so by `autofocus`): the first one in error, else, when the app refused what
 * was sent, the secret (the key), else the first. None on a first visit.
 */
function focusedField(mode: Extract<LinkPageMode, { kind: 'form' }>): PageField | undefined {
  const inError = mode.fields.find((field) => mode.errors[field.name]);
  if (inError || !mode.alert) return inError;
  return mode.fields.find((field) => field.secret) ?? mode.fields[0];
}

function renderField(field: PageField, value: string | undefined, error: string | undefined, focused: boolean): SafeHtml {
  const id = `field-${field.name}`;
  // Focused without an error of its own: the form's alert says why, read with the field.
  const described = [focused && !error ? ALERT_ID : '', field.description ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  // A required checkbox would mean "must be ticked"; a boolean field is answered either way.
  const required = field.required && field.type !== 'boolean';
  const common = html`id="${id}" name="${field.name}"${required ? html` required aria-required="true"` : ''}${
    error ? html` aria-invalid="true"` : ''
  }${described ? html` aria-describedby="${described}"` : ''}${focused ? html` autofocus` : ''}`;
  let control: SafeHtml;
  if (field.type === 'enum' && field.options) {
    control = html`<select ${common}>
${required && value === undefined ? html`<option value="">Choose…</option>` : ''}
${field.options.map((option) => html`<option value="${option}"${option === value ? html` selected` : ''}>${field.optionLabels?.[option] ?? option}</option>`)}
</select>`;
  } else if (field.type === 'boolean') {
    control = html`<input type="checkbox" ${common}${value === 'true' ? html` checked` : ''}>`;
  } else {
    const type = field.secret ? 'password' : field.type === 'number' ? 'number' : 'text';
    control = html`<input type="${type}" ${common} value="${value ?? ''}" autocomplete="off" spellcheck="false">`;
  }
  return html`<div class="field">
  <label for="${id}">${field.display_name}${required ? html`<span class="req" aria-hidden="true">*</span>` : ''}</label>
  ${control}
  ${field.description ? html`<span class="hint" id="${id}-hint">${field.description}</span>` : ''}
  ${error ? html`<div class="error" id="${id}-error">${error}</div>` : ''}
</div>`;
}
