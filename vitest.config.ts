import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources: no build step.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['packages/{client,server}/{src,test}/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/{react,ui}/{src,test}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
