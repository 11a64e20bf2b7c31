import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { renderToolkitLogo } from '../catalog';
import type { AppEnv } from '../http/context';

/** Toolkit logos (`meta.logo`), served by the service itself. Public, like any image URL. */
export const logosRoutes = new Hono<AppEnv>();

logosRoutes.get('/logos/:file', (c) => {
  const match = /^([A-Za-z0-9_-]{1,100})\.svg$/.exec(c.req.param('file'));
  const toolkit = match?.[1] ? c.var.service.catalog.toolkit(match[1]) : undefined;
  if (!toolkit) return c.text('Not found', 404);

  const svg = renderToolkitLogo(toolkit.slug, toolkit.name);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('ETag', etag);
  if (
    c.req
      .header('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === etag)
  )
    return c.body(null, 304);
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
});
