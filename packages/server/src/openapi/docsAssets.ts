import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface DocsAsset {
  /** Its name under `/docs/assets/` and in `swagger-ui-dist`. */
  file: string;
  contentType: string;
}

/** The reference page's files, served from the installed `swagger-ui-dist`: no CDN. */
export const DOCS_ASSETS: readonly DocsAsset[] = [
  { file: 'swagger-ui-bundle.js', contentType: 'text/javascript; charset=utf-8' },
  { file: 'swagger-ui.css', contentType: 'text/css; charset=utf-8' },
];

const require = createRequire(import.meta.url);
const contents = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

let installed: boolean | undefined;

/**
 * Whether Swagger UI is installed, looked up once per process. It is an
 * optional peer: its own dependency reports installs from a postinstall
 * script, so an app opts in by installing it (and restarting the service).
 */
export function hasDocsAssets(): boolean {
  if (installed === undefined) {
    try {
      require.resolve('swagger-ui-dist/package.json');
      installed = true;
    } catch {
      installed = false;
    }
  }
  return installed;
}

/** The asset's bytes, read once on first request. */
export function readDocsAsset(asset: DocsAsset): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = contents.get(asset.file);
  if (!bytes) {
    bytes = readFile(require.resolve(`swagger-ui-dist/${asset.file}`)).then((buffer) => new Uint8Array(buffer));
    // A failed read is tried again on the next request rather than remembered.
    bytes.catch(() => contents.delete(asset.file));
    contents.set(asset.file, bytes);
  }
  return bytes;
}
