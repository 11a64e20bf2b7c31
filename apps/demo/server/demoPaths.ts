import { fileURLToPath } from 'node:url';

/** apps/demo: Vite's root. */
export const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where `vite build` writes the production bundle. */
export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
/**
 * The default durable store, under the repository root: outside the folders
 * Vite may serve, and denied to it besides (vite.config.ts), since it holds the keys.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.patchbay-data/demo', import.meta.url));
