import type { PageField } from './connectionFormPage';
import type { PageText } from './pageText';
import { askerOf, renderAppMark } from './appMark';
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
  /** The language of the page. */
  text: PageText;
  mode: LinkPageMode;
  /** The link reconnects an account connected before: the page says so. */
  reconnect: boolean;
  /** The account's alias, shown so the user knows which account this is. */
  alias: string | null;
}

/** The page's heading and lead, for a first connection or a reconnect. */
function introOf(view: LinkPageView): { heading: string; lead: SafeHtml } {
  const { toolkit, brand, mode, text } = view;
  const { m } = text;
  const asker = askerOf(brand, text);
  const name = text.name(toolkit.name);
  if (!view.reconnect) return { heading: m.connectHeading(name), lead: text.rich(m.connectLead(asker, name)) };
  const lead = mode.kind === 'oauth' ? m.reconnectLeadSignIn : mode.kind === 'form' ? m.reconnectLeadCredentials : m.reconnectLeadConfirm;
  return { heading: m.reconnectHeading(name), lead: text.rich(lead(asker, name)) };
}

/** The hosted connect page of one link session. */
export function renderLinkPage(view: LinkPageView): string {
  const { toolkit, brand, mode, text } = view;
  const action = `/connect/${encodeURIComponent(view.linkToken)}`;
  const intro = introOf(view);
  return renderDocument({
    title: intro.heading,
    look: { theme: view.theme, brand, text },
    body: html`<div class="logos">
  ${renderAppMark(brand, text)}
  <span class="link-dots" aria-hidden="true">&middot;&middot;&middot;</span>
  <img class="logo" src="${toolkit.logoUrl}" alt="${text.plain(text.m.logoAlt(text.name(toolkit.name)))}" width="56" height="56">
</div>
<h1>${text.plain(intro.heading)}</h1>
<p class="lead">${intro.lead}</p>
${view.alias ? html`<p class="lead">${text.rich(text.m.accountAlias(text.strong(view.alias)))}</p>` : ''}
${renderMode(view, action)}
<form method="post" action="${action}/cancel" class="actions">
  <button type="submit" class="btn btn-secondary">${text.m.cancel}</button>
</form>
${renderFoot(mode, text.name(toolkit.name), text)}`,
  });
}

/** What happens to what the user types or signs in with; an app that needs no credentials gets no such line. */
function renderFoot(mode: LinkPageMode, toolkitName: string, { m, plain }: PageText): SafeHtml | '' {
  if (mode.kind === 'noauth') return '';
  return html`<p class="foot">${plain(mode.kind === 'oauth' ? m.footOAuth(toolkitName) : m.footForm(toolkitName))}</p>`;
}

function renderMode({ mode, reconnect, text, toolkit }: LinkPageView, action: string): SafeHtml {
  const { m, plain } = text;
  const toolkitName = text.name(toolkit.name);
  switch (mode.kind) {
    case 'oauth':
      return html`<p>${plain(m.oauthIntro(toolkitName))}</p>
<div class="actions"><a class="btn btn-primary" href="${mode.authorizeUrl}">${plain(m.continueTo(toolkitName))}</a></div>`;
    case 'noauth':
      return html`<p>${plain(m.noCredentials(toolkitName))}</p>
<form method="post" action="${action}" class="actions">
  <button type="submit" class="btn btn-primary">${reconnect ? m.reconnect : m.connect}</button>
</form>`;
    case 'form': {
      const focused = focusedField(mode);
      return html`<form method="post" action="${action}" novalidate>
${mode.alert ? html`<div class="alert" role="alert" id="${ALERT_ID}">${plain(mode.alert)}</div>` : ''}
${mode.fields.map((f) => renderField(f, mode.values[f.name], mode.errors[f.name], f === focused, text))}
<div class="actions"><button type="submit" class="btn btn-primary">${plain(reconnect ? m.reconnectHeading(toolkitName) : m.connectHeading(toolkitName))}</button></div>
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

function renderField(field: PageField, value: string | undefined, error: string | undefined, focused: boolean, text: PageText): SafeHtml {
  const id = `field-${field.name}`;
  // Focused without an error of its own: the form's alert says why, read with the field.
  const described = [focused && !error ? ALERT_ID : '', field.description ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  // A required checkbox would mean "must be ticked"; a boolean field is answered either way.
  const required = field.required && field.type !== 'boolean';
  const common = html`id="${id}" name="${field.name}"${required ? html` required aria-required="true"` : ''}${
    error ? html` aria-invalid="true"` : ''
  }${described ? html` aria-describedby="${described}"` : ''}${focused ? html` autofocus` : ''}`;
  // What stays the toolkit's English data on a page in another language says so, for screen readers and the bidi algorithm.
  const english = (part: 'label' | 'hint' | 'options') => (field.english?.[part] ? text.englishOnly : '');
  let control: SafeHtml;
  if (field.type === 'enum' && field.options) {
    control = html`<select ${common}>
${required && value === undefined ? html`<option value="">${text.m.choose}</option>` : ''}
${field.options.map(
  (option) =>
    html`<option value="${option}"${option === value ? html` selected` : ''}${english('options')}>${field.optionLabels?.[option] ?? option}</option>`,
)}
</select>`;
  } else if (field.type === 'boolean') {
    control = html`<input type="checkbox" ${common}${value === 'true' ? html` checked` : ''}>`;
  } else {
    const type = field.secret ? 'password' : field.type === 'number' ? 'number' : 'text';
    // Keys, tokens and usernames are Latin strings: left to right even on a right-to-left page, so their punctuation stays where it was typed.
    control = html`<input type="${type}" ${common} value="${value ?? ''}" autocomplete="off" spellcheck="false" dir="ltr">`;
  }
  return html`<div class="field">
  <label for="${id}"${english('label')}>${field.display_name}${required ? html`<span class="req" aria-hidden="true">*</span>` : ''}</label>
  ${control}
  ${field.description ? html`<span class="hint" id="${id}-hint"${english('hint')}>${field.description}</span>` : ''}
  ${error ? html`<div class="error" id="${id}-error">${text.plain(error)}</div>` : ''}
</div>`;
}
