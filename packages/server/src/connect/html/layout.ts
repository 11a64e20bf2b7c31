import { html, SafeHtml } from './html';
import { PLAIN_LOOK, type PageLook } from './pageLook';
import { themeStyles } from './themeStyles';

/** Inline so the page has no external assets and renders the same in a 500x700 popup. */
const STYLES = `
* { box-sizing: border-box; }
html, body { margin: 0; }
body {
  min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 24px 16px;
  background: var(--bg); color: var(--text);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
main {
  width: 100%; max-width: 420px; min-width: 0; background: var(--card); border: 1px solid var(--border);
  border-radius: 16px; padding: 28px 24px; box-shadow: 0 8px 30px rgba(0, 0, 0, 0.08);
  /* Client ids, scopes and app names are long words: they wrap instead of widening the page. */
  overflow-wrap: anywhere;
  /* Logical sides throughout: a right-to-left page (dir="rtl") lays out mirrored. */
  text-align: start;
}
.logos { display: flex; align-items: center; justify-content: center; gap: 12px; margin-bottom: 20px; }
.logo { width: 56px; height: 56px; border-radius: 14px; border: 1px solid var(--border); background: #fff; padding: 8px; object-fit: contain; }
.app-mark {
  width: 56px; height: 56px; border-radius: 14px; display: grid; place-items: center;
  background: var(--accent); color: var(--accent-text); font-weight: 700; font-size: 22px;
}
.link-dots { color: var(--muted); letter-spacing: 2px; }
h1 { font-size: 20px; line-height: 1.3; margin: 0 0 8px; text-align: center; }
p { margin: 0 0 12px; }
.lead { color: var(--muted); text-align: center; }
.status-icon { font-size: 40px; text-align: center; margin-bottom: 12px; }
.status-icon.ok { color: var(--ok); } .status-icon.bad { color: var(--danger); }
form { margin: 0; }
.field { margin-bottom: 16px; }
label { display: block; font-weight: 600; margin-bottom: 6px; }
.req { color: var(--danger); margin-inline-start: 2px; }
.hint { display: block; color: var(--muted); font-size: 13px; margin-top: 4px; }
input, select {
  width: 100%; min-height: 44px; padding: 10px 12px; font: inherit; color: var(--text); background: var(--card);
  border: 1px solid var(--border); border-radius: 10px;
}
input[type=checkbox] { width: 24px; height: 24px; min-height: 0; margin: 0; }
input[aria-invalid=true], select[aria-invalid=true] { border-color: var(--danger); }
.error { color: var(--danger); font-size: 13px; margin-top: 4px; }
.alert { background: var(--danger-bg); color: var(--danger); border: 1px solid var(--danger); border-radius: 10px; padding: 10px 12px; margin-bottom: 16px; }
.scopes { margin: 0 0 16px; padding-inline-start: 20px; color: var(--muted); }
.actions { display: flex; flex-direction: column; gap: 10px; margin-top: 20px; }
.btn {
  display: block; width: 100%; min-height: 44px; padding: 11px 16px; border-radius: 10px; border: 1px solid transparent;
  font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer;
}
.btn-primary { background: var(--accent); color: var(--accent-text); }
.btn-primary:hover { background: var(--accent-hover); }
.btn-secondary { background: transparent; color: var(--text); border-color: var(--border); }
.btn-secondary:hover { border-color: var(--muted); }
.btn:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.foot { margin-top: 20px; font-size: 12px; color: var(--muted); text-align: center; }
a:not(.btn) { color: var(--link); }
a:not(.btn):focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
@media (max-width: 380px) { body { padding: 16px 12px; } main { padding: 20px 16px; border-radius: 12px; } }
`;

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** The theme and the app the page speaks for. @default PLAIN_LOOK (the device's theme, the page's own accent) */
  look?: PageLook;
}

/**
 * A complete, self-contained HTML document. The root's `data-theme` is
 * `light` or `dark` when the link asked for one, else `auto` (the device's);
 * its `lang` and `dir` are the page's language and its direction.
 */
export function renderDocument({ title, body, look = PLAIN_LOOK }: PageOptions): string {
  return html`<!doctype html>
<html lang="${look.text.locale}" data-theme="${look.theme ?? 'auto'}" dir="${look.text.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${look.text.plain(title)}</title>
<style>${new SafeHtml(themeStyles(look.brand?.accent ?? null))}${new SafeHtml(STYLES)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`.value;
}

/** Where a page's images may come from: this service, data: URLs, and the https: origin of the app's logo. */
function imageSources(look: PageLook): string {
  const logo = look.brand?.logoUrl;
  // The origin of a checked https: URL is scheme, host and port only: nothing that could end the directive.
  return logo?.startsWith('https:') ? `'self' data: ${new URL(logo).origin}` : "'self' data:";
}

/**
 * Headers for every page: the link token is in the URL, so no referrer and no
 * caching; no framing, so the consent screen cannot be clickjacked; no
 * scripts at all.
 */
export function pageHeaders(look: PageLook = PLAIN_LOOK): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; img-src ${imageSources(look)}; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'`,
  };
}
