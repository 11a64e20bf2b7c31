/**
 * Keys of the local service that Storybook runs as Vite middleware. A
 * dev-only tool with an in-memory store: these keys guard nothing real.
 * `PATCHBAY_DEV_API_KEY` / `PATCHBAY_DEV_ORG_API_KEY` override them; the
 * browser gets the project key through Vite's `define` (see .storybook/main.ts).
 */
export const DEFAULT_DEV_API_KEY = 'pb_proj_storybook_dev_only';
export const DEFAULT_DEV_ORG_API_KEY = 'pb_org_storybook_dev_only';

declare const __PATCHBAY_DEV_API_KEY__: string | undefined;

/** The project key stories send: the one main.ts configured, else the default. */
export const devApiKey: string = typeof __PATCHBAY_DEV_API_KEY__ === 'string' ? __PATCHBAY_DEV_API_KEY__ : DEFAULT_DEV_API_KEY;
