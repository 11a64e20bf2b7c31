import { realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileLoadingAllowed, type Plugin } from 'vite';

/** The files a request URL may name when Vite serves it from disk: `/@fs/` paths, and paths under the root and public dir. */
function filesNamedBy(url: string, root: string, publicDir: string): Set<string> {
  const raw = url.replace(/[?#][\s\S]*$/, '');
  const pathnames = new Set([raw]);
  // Vite parses the URL, which resolves `..` and `%2e%2e` segments.
  if (URL.canParse(raw, 'http://vite')) pathnames.add(new URL(raw, 'http://vite').pathname);
  for (const pathname of [...pathnames]) {
    for (const decode of [decodeURI, decodeURIComponent]) {
      try {
        pathnames.add(decode(pathname));
      } catch {
        // Malformed escapes: Vite does not map those to a file either.
      }
    }
  }
  const files = new Set<string>();
  for (const pathname of pathnames) {
    if (pathname.startsWith('/@fs/')) {
      const path = pathname.slice('/@fs'.length);
      files.add(/^\/[A-Za-z]:/.test(path) ? path.slice(1) : path);
      continue;
    }
    files.add(join(root, pathname));
    if (publicDir) files.add(join(publicDir, pathname));
  }
  return files;
}

/**
 * Refuses (403) a request for a file whose real path Vite would not serve.
 * Vite checks `server.fs.allow` and `deny` against the path as requested, and
 * its static middlewares follow symbolic links: a link inside a served folder
 * would otherwise expose whatever it points to (the demo's store, say).
 */
export function realPathGuard(): Plugin {
  return {
    name: 'patchbay-demo:real-path-guard',
    apply: 'serve',
    configureServer(server) {
      const { root, publicDir } = server.config;
      server.middlewares.use((req, res, next) => {
        void (async () => {
          for (const file of filesNamedBy(req.url ?? '/', root, publicDir)) {
            const real = await realpath(file).catch(() => null);
            if (real !== null && !isFileLoadingAllowed(server.config, real.replaceAll('\\', '/'))) {
              res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden');
              return;
            }
          }
          next();
        })().catch(next);
      });
    },
  };
}
