/**
 * The API reference page: Swagger UI over the v3 document, every script and
 * style from the service itself, so the policy allows nothing inline and no
 * other origin.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Integration Platform API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

/** Without Swagger UI installed: where the documents are, and how to get the page. */
export const DOCS_PAGE_WITHOUT_UI = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Integration Platform API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <h1>Integration Platform API reference</h1>
    <p>The OpenAPI documents: <a href="/api/v3/openapi.json">API v3</a> and <a href="/api/v3.1/openapi.json">API v3.1</a>.</p>
    <p>To read them here, install Swagger UI beside the service (<code>npm install --save-dev swagger-ui-dist</code>) and reload.</p>
  </body>
</html>
`;

/** Starts Swagger UI on the v3 document (`/docs?version=v3.1` for v3.1's); a file of its own because the policy refuses inline scripts. */
export const DOCS_INIT_SCRIPT = `var version = new URLSearchParams(location.search).get('version') === 'v3.1' ? 'v3.1' : 'v3';
window.ui = SwaggerUIBundle({
  url: '/api/' + version + '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
});
`;

/** Same-origin scripts, styles, fonts and calls; images may be inline data (the stylesheet's icons). */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
