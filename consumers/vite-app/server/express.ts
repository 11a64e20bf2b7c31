import { resolve } from 'node:path';
// #region express
import { getRequestListener } from '@hono/node-server';
import express from 'express';
import { relay } from './relay';
// #endregion express
import { handleAuth } from './session';

// #region express

const app = express();
// Express 5. Before any body parser: the relay reads the raw body itself.
app.all('/patchbay/*splat', getRequestListener(relay));
// #endregion express

app.all('/auth/*splat', getRequestListener(handleAuth));
app.use(express.json());
// The built app; every other path (such as /connect/callback, the connect popup's page) is the app's index.html.
app.use(express.static('dist'));
app.get('/*splat', (_req, res) => res.sendFile(resolve('dist/index.html')));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, '127.0.0.1', () => {
  console.log(`Listening on http://127.0.0.1:${port}`);
});
