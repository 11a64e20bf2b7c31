import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
// #region hono
import { Hono } from 'hono';
import { relay } from './relay';
// #endregion hono
import { handleAuth } from './session';

// #region hono

const app = new Hono();
app.all('/patchbay/*', (c) => relay(c.req.raw));
// #endregion hono

app.all('/auth/*', (c) => handleAuth(c.req.raw));
// The built app; every other path (such as /connect/callback, the connect popup's page) is the app's index.html.
app.use('/*', serveStatic({ root: './dist' }));
app.get('*', serveStatic({ path: './dist/index.html' }));

const port = Number(process.env.PORT ?? 3000);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Listening on http://127.0.0.1:${info.port}`);
});
