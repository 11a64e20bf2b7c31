import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, mergeConfig, runnerImport } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The service's Vite plugin (`@patchbay/server/vite`, packages/server/src/vitePlugin.ts)
 * and the dev keys, loaded through Vite's module runner: Node reads this file
 * natively, and the workspace's TypeScript sources use extensionless imports.
 * The runner leaves every package to Node, which would load a workspace package's
 * build (`dist/`, missing or older than its sources): those are run from source.
 */
async function loadService() {
  const options = {
    configFile: false as const,
    resolve: { conditions: ['@patchbay/source', ...defaultServerConditions] },
    environments: { inline: { resolve: { noExternal: [/^@patchbay\//], conditions: ['@patchbay/source'] } } },
  };
  const [plugin, keys, parts] = await Promise.all([
    runnerImport<typeof import('../packages/server/src/vitePlugin')>(fromRoot('packages/server/src/vitePlugin.ts'), options),
    runnerImport<typeof import('../packages/ui/stories/support/devKeys')>(fromRoot('packages/ui/stories/support/devKeys.ts'), options),
    runnerImport<typeof import('../packages/ui/stories/docs/componentPartsPlugin')>(
      fromRoot('packages/ui/stories/docs/componentPartsPlugin.ts'),
      options,
    ),
  ]);
  return { ...plugin.module, ...keys.module, ...parts.module };
}

const config: StorybookConfig = {
  // The components' docs pages are their stories' autodocs (tag `autodocs`); the hooks' are MDX pages.
  stories: ['../packages/ui/stories/**/*.mdx', '../packages/ui/stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(vite) {
    const { patchbayVitePlugin, componentPartsPlugin, DEFAULT_DEV_API_KEY, DEFAULT_DEV_ORG_API_KEY } = await loadService();
    // Dev-only tool: the real service runs in memory as Vite middleware with fixed
    // keys (or keys from the environment), so stories talk to it over HTTP.
    const projectApiKey = process.env.PATCHBAY_DEV_API_KEY ?? DEFAULT_DEV_API_KEY;
    const orgApiKey = process.env.PATCHBAY_DEV_ORG_API_KEY ?? DEFAULT_DEV_ORG_API_KEY;
    return mergeConfig(vite, {
      // Workspace packages resolve to their TypeScript sources: no build step.
      resolve: { conditions: ['@patchbay/source', ...defaultClientConditions] },
      define: { __PATCHBAY_DEV_API_KEY__: JSON.stringify(projectApiKey) },
      // The docs pages' parts, states and message sections, read from the components' sources.
      plugins: [patchbayVitePlugin({ storage: 'memory', projectApiKey, orgApiKey }), componentPartsPlugin(fromRoot('packages/ui/src'))],
    });
  },
};

export default config;
