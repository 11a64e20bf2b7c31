// `pnpm size`: what each published browser package and each UI component costs
// an app, minified and gzipped, measured on the built dist/ (run `pnpm build`
// first) the way an app's bundler sees it: Patchbay's own packages are bundled
// from their dist/ too, peers are not. Each "+ Radix Dialog" line adds the one
// peer an app may not have yet. A figure above its limit fails the run.
const PEERS = ['react', 'react-dom', '@tanstack/react-query', '@radix-ui/react-dialog'];
const APP_PEERS = PEERS.filter((name) => name !== '@radix-ui/react-dialog');
/** esbuild externals for packages and their subpaths (`react/jsx-runtime`). */
const external = (names) => names.flatMap((name) => [name, `${name}/*`]);

/** As an app's bundler builds it: ES modules for browsers (the worker URL keeps import.meta). */
const asAppBundler = (config) => ({ ...config, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'error' });

const UI = 'packages/ui/dist/index.js';
/** [component, limit, limit with Radix Dialog] */
const COMPONENTS = [
  ['ToolkitPicker', '10.988 kB', '10.988 kB'],
  ['ConnectAccountModal', '14.27 kB', '28 kB'],
  ['TriggerConfigForm', '7.6 kB', '7.6 kB'],
  ['FileDropzone', '8.9 kB', '8.9 kB'],
  ['ConnectionRequest', '8.47 kB', '8.47 kB'],
];

export default [
  { name: '@patchbay/client', path: 'packages/client/dist/index.js', import: '*', limit: '5.97 kB' },
  { name: '@patchbay/react (with @patchbay/client)', path: 'packages/react/dist/index.js', import: '*', ignore: external(PEERS), limit: '10.42 kB' },
  {
    name: '@patchbay/react md5 worker (its own file, loaded on the first hash)',
    path: 'packages/react/dist/hashing/md5.worker.js',
    // The worker has no exports; its package's `sideEffects: false` must not empty it.
    modifyEsbuildConfig: (config) => ({ ...asAppBundler(config), ignoreAnnotations: true }),
    limit: '4.47 kB',
  },
  { name: '@patchbay/ui (with @patchbay/react and @patchbay/client)', path: UI, import: '*', ignore: external(PEERS), limit: '24.835 kB' },
  { name: '@patchbay/ui + Radix Dialog', path: UI, import: '*', ignore: external(APP_PEERS), limit: '38.822 kB' },
  ...COMPONENTS.flatMap(([component, limit, withRadix]) => [
    { name: `import { ${component} } from '@patchbay/ui'`, path: UI, import: `{ ${component} }`, ignore: external(PEERS), limit },
    {
      name: `import { ${component} } from '@patchbay/ui' + Radix Dialog`,
      path: UI,
      import: `{ ${component} }`,
      ignore: external(APP_PEERS),
      limit: withRadix,
    },
  ]),
  { name: '@patchbay/ui/styles.css', path: 'packages/ui/dist/styles.css', limit: '5.657 kB' },
].map((check) => ({ gzip: true, modifyEsbuildConfig: asAppBundler, ...check }));
