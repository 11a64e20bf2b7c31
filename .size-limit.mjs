// `pnpm size`: what each published browser package and each UI component costs
// an app, minified and gzipped, measured on the built dist/ (run `pnpm build`
// first) the way an app's bundler sees it: Patchbay's own packages are bundled
// from their dist/ too, peers are not. Each "+ Radix Dialog" line adds the one
// peer an app may not have yet. A figure above its limit fails the run.
const PEERS = ['react', 'react-dom', '@tanstack/react-query', '@radix-ui/react-dialog'];
const APP_PEERS = PEERS.filter((name) => name !== '@radix-ui/react-dialog');
/** esbuild externals for packages and their subpaths (`react/jsx-runtime`). */
const external = (names) => names.flatMap((name) => [name, `${name}/*`]);

/**
 * Code behind a dynamic `import()` is a chunk of its own in an app's bundle,
 * fetched when first needed, so a figure counts what the import itself loads:
 * the lazy chunks have checks of their own below.
 */
const lazyChunks = {
  name: 'lazy-chunks',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/** As an app's bundler builds it: ES modules for browsers (the worker URL keeps import.meta), lazy chunks apart. */
const asAppBundler = (config) => asOneBundle({ ...config, plugins: [...(config.plugins ?? []), lazyChunks] });
/** The same with what `import()` loads later counted in, as if nothing were split. */
const asOneBundle = (config) => ({ ...config, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'error' });

const UI = 'packages/ui/dist/index.js';
/**
 * [component, limit, limit with Radix Dialog]. Context values that stay the same object while nothing in them
 * changes (so parts do not re-render for nothing) take ConnectAccountModal 0.12 kB, TriggerConfigForm 0.18 kB.
 * ConnectionManager's attention marks (why an account stopped working, in its pill, and `data-attention`) take 0.2 kB.
 * ConnectionRequest's reconnect of an account an agent's tool found EXPIRED (`inactiveAccount`: Reconnect, why in plain words) takes 0.17 kB.
 * `credentials_rejected` read as `provider_rejected` takes ConnectionManager 0.01 kB; the banner's "Account 2" names (as the list's)
 * and its focus kept on the page after the last reconnect take it 0.01 kB, 0.02 kB with Radix Dialog.
 * The picker's keys picking no row while a search's results are on their way take ToolkitPicker and ConnectAccountModal 0.02 kB.
 */
const COMPONENTS = [
  // Every component: counts and percentages written in the active tag (formatNumber in each message that shows one), a
  // malformed tag canonicalised to English, and a message of the wrong kind (a string where a function is) falling back,
  // take 0.08 to 0.16 kB (the dropzone's sizes with Intl units and its lists of types the most).
  // canRetry (no Try again for a turned-off app or a refusal) takes 0.11 kB.
  // The connect popup's first paint (the app's name, a progress bar) takes the connect store's users 0.19 to 0.26 kB.
  // A field's own words in the error notice (fieldErrorText, a plain sentence for the service's field message) take 0.02 kB.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.24 kB.
  // The kit's language sent with a reconnect or a link (useHostedLocale) takes 0.01 to 0.03 kB in every component that connects.
  // An app's name and description laid out in their own direction in a picker row (`dir="auto"`) take 0.01 kB.
  ['ToolkitPicker', '11.42 kB', '11.42 kB'],
  // "What can … do?" (ToolkitAbilities: the app's tools by kind, its strings, the dialog's Abilities part) takes it 0.36 kB, 0.38 kB with Radix Dialog.
  // A toolkit an admin turned off, told before any click, with no Try again (the PatchbayApiError it is told by), takes 0.9 kB.
  // Keeping the focused field above an on-screen keyboard and the sticky actions (useKeepFieldInView) takes 0.45 kB.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.27 kB, 0.28 kB with Radix Dialog.
  // The picker's rows in their own direction take it 0.01 kB.
  ['ConnectAccountModal', '18.35 kB', '32.27 kB'],
  // The form engine it shares with ToolForm (fields from a schema, their inputs, the form's state) takes it 0.6 kB.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.13 kB.
  ['TriggerConfigForm', '8.24 kB', '8.24 kB'],
  // Objects, arrays, JSON and search fields on the form engine, with the client's validateToolArguments (1.66 kB).
  // Add off at an array's maxItems and Remove off at its minItems take 0.08 kB.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.12 kB.
  ['ToolForm', '9.83 kB', '9.83 kB'],
  // The approval hooks, with the values in words through the tool's schema and Deny's reason. Edit's ToolForm is a lazy
  // chunk (its own line above), fetched at Edit's first hover, focus or press: 14.09 kB before, 8.17 kB with the loader,
  // Edit's busy state and a failed load's Try again. The account's alias in the header takes 0.01 kB.
  // The records a call acts on, by name (argument_labels: the header's sentence, the value rows, their strings), take 0.21 kB.
  // The notice's field words (fieldErrorText) take 0.02 kB; the header naming no record while editing 0.01 kB.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.16 kB.
  ['ToolApproval', '8.7 kB', '8.7 kB'],
  // usePendingApprovals, and the answered ones kept on the list, take 0.58 kB over ToolApproval.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.15 kB.
  ['ToolApprovalList', '9.27 kB', '9.27 kB'],
  // The notice's field words (fieldErrorText) take 0.02 kB.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.24 kB.
  // A wrong file's accepted types listed as alternatives ("PDF or PNG", Intl's disjunction) take 0.01 kB.
  ['FileDropzone', '7.41 kB', '7.41 kB'],
  // "What can … do?" (ToolkitAbilities: the app's tools by kind, with its strings) takes it 0.33 kB.
  // The turned-off toolkit (as ConnectAccountModal) and the page's connect attempts take 0.91 kB, ConnectionManager 0.99 kB.
  // Its inactive account's reason read through the one health classification (attentionReasonOf) takes 0.1 kB.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.19 kB.
  ['ConnectionRequest', '10.61 kB', '10.61 kB'],
  // Its reconnect dialog's field kept above an on-screen keyboard (as ConnectAccountModal) takes 0.47 kB, 0.44 kB with Radix Dialog.
  // The one health classification (connectionHealthOf) and the shared ReconnectDialog take 0.09 kB, 0.11 kB with Radix Dialog.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.20 kB, 0.22 kB with Radix Dialog.
  // The provider's element kept whatever the locale takes 0.01 kB in ConnectionManager and ConnectionRequest.
  ['ConnectionManager', '18.56 kB', '32.27 kB'],
  // The notice and its buttons; the rest is the kit's reconnect dialog, which it opens (ConnectionManager's own).
  // The shared ReconnectDialog (useReconnectDialog, in place of ConnectionManager's internal one) and the one health
  // classification take 0.18 kB, 0.19 kB with Radix Dialog.
  // The active language (a locale's strings over English key by key, `Intl` with its tag) takes 0.19 kB.
  ['ConnectionHealthBanner', '14.04 kB', '27.73 kB'],
];

export default [
  // The session's configuration, files and proxy, the enums, tool input, MCP by app and the project's config take 0.33 kB;
  // a session's approvals (three rows, their functions, two error slugs, invalid_state on execute) 0.14 kB.
  // validateToolArguments (the service's check of tool arguments, which ToolForm runs too) takes 1.66 kB; an app that does not
  // import it does not bundle it (sideEffects: false, its Map and Set marked pure).
  // connectedAccounts.cancelLink (an abandoned reconnect given up at the service) and the auth-config rows' new slugs take 0.02 kB.
  // connectedAccounts.revoke and the tool execution logs (logs.getToolExecution, logs.searchToolExecutions: two rows, a resource),
  // with connectedAccounts.list's account_type, take 0.11 kB. toolkits.changelog, webhookSubscriptions.listEventTypes, the tool
  // version query of tools.get and the Tool_ToolNotFound slug take 0.08 kB. The service_unavailable slug (a relay whose shared
  // budget store is down and set to refuse) takes 0.03 kB.
  { name: '@patchbay/client', path: 'packages/client/dist/index.js', import: '*', limit: '8.7 kB' },
  // The connect and upload stores (one subscribe/notify helper between them), with the client they use. Session storage and the
  // broadcast channel, reached inside their try alone (no typeof check first), take 0.01 to 0.02 kB less here, in react and in ui.
  // connectAttempts (the accounts a flow of the page waits on, which alone read as reconnecting) takes 0.1 kB.
  // The popup's first paint (the app's name and a progress bar, drawn inside the click) takes 0.19 kB.
  // The one health classification (connectionHealthOf, attentionReasonOf; moved here from react, so every UI reads the same
  // state and reason) takes 0.33 kB.
  { name: '@patchbay/core (with @patchbay/client)', path: 'packages/core/dist/index.js', import: '*', limit: '4.15 kB' },
  // useUserConnections and connectionStateOf take 0.52 kB. What useConnectToolkit's click runs is a lazy chunk (below): 0.18 kB less.
  // useConnectionHealth and connectionAttentionOf (which accounts need reconnecting, and why) take 0.27 kB; each one's `siblings`
  // (what names "Account 2") and `credentials_rejected` read as `provider_rejected` 0.02 kB of them.
  // A session's approvals: usePendingApprovals (every page, live, answers under way left out), useAnswerApproval (out of the list at
  // once, back in its place on error), useToolApproval, their keys (apart from toolRouterKeys, which the toolkit link chunk carries)
  // and query options take 0.5 kB; the client's approval rows 0.02 kB.
  // A toolkit an admin turned off, told before any click (its disabled configs read, and the service's own error for it built as a
  // PatchbayApiError, which nothing in the entry constructed before), and the page's connect attempts take 0.99 kB.
  // The popup's first paint, and useConnectToolkit giving it the toolkit's name, take 0.24 kB.
  // connectionStateOf and connectionAttentionOf as halves of core's one classification, re-exported with it, take 0.06 kB.
  // useRevokeConnectedAccount and useToolExecutionLog (with logKeys and toolExecutionLogQueryOptions) take 0.06 kB, and the
  // client's revoke and log rows 0.12 kB.
  { name: '@patchbay/react (with @patchbay/client)', path: 'packages/react/dist/index.js', import: '*', ignore: external(PEERS), limit: '10.8 kB' },
  {
    name: '@patchbay/core md5 worker (its own file, loaded on the first hash)',
    path: 'packages/core/dist/hashing/md5.worker.js',
    // The worker has no exports; its package's `sideEffects: false` must not empty it.
    modifyEsbuildConfig: (config) => ({ ...asAppBundler(config), ignoreAnnotations: true }),
    limit: '4.47 kB',
  },
  // The lazy chunks, each with what it imports (an app's bundler shares what the entry already has).
  ...[
    // The hosted page's theme takes 0.04 kB. The flow's defaults and the choice of link (moved out of the stores' entry) took 0.17 kB,
    // won back by one reading of the status that decides (the flow's own link's or the account's), a flag for a finished flow in place
    // of a set of final statuses, if/else in place of switches and early returns, and no guard where a try or `?.` already answers.
    // Giving the link up at the service when the popup closes or the app cancels (connectedAccounts.cancelLink) takes 0.11 kB.
    // The flow as a state machine (a pure reduce(state, event), the one place its status changes, tested without timers or a
    // window; the events as objects, and the outcome's reason and the callback's word kept in the state) and its watchers in a
    // module of their own take 0.36 kB; each watcher's timer taking its abort listener with it when it runs, 0.02 kB.
    // 0.17 kB of that won back: the events carry the state's own fields (the reducer spreads them in) and reuse the words of
    // the app's events and reasons, one helper moves the status, the watchers are one function without an options object,
    // a check sends the account it read with no second guard, and no guard stands where the types or setTimeout answer.
    // The link's `locale` (the hosted pages' language, which the kit's provider gives) takes 0.01 kB.
    // 0.08 kB won back (2.60 to 2.53 kB): the service's statuses read in lower case, as the flow's own words (`active`,
    // `expired`, ...), shorter error messages, the pending flow saved and cleared inside a try of its own (the storage
    // helper stays with the entry), linkAccount async, and no guard where `?.`, isNaN or one read already answers.
    // 0.02 kB more (2.53 to 2.51 kB): the failed redirect's error in fewer words, and a link's release answering nothing, not null.
    // 0.10 kB won back (2.51 to 2.41 kB): checks chained one after the other (none merged) in place of the recheck flag, loop
    // and finally (0.02 kB); the outcome told from an async settle (at once, unless a link is given up first) that reads the
    // state once after it and each callback from the options as it is called (0.02 kB); the popup's state read in one try
    // (0.01 kB); the broadcast channel opened inside the try that uses it, without openChannel (0.01 kB, and 0.01 kB in the
    // stores' entry); the hosted theme's URLs parsed in one try and compared as origin plus path (0.01 kB); the link asked of
    // `createLink ?? linkAccount` with one input (linkAccount takes the input's callbackUrl), a missing expiry defaulted where
    // the link is read and NaN taken as falsy, the options read where they are used, and the resumed flow cleared by the
    // flow's own nonce (0.04 kB). A flow disposed while its link was being made gives the link up rather than leaving the
    // page for it, within the same 2.41 kB.
    ['connect flow (loaded when useConnectLink mounts, or a connect store resumes)', 'connect/ConnectFlow.js', '2.41 kB'],
    ['MD5 hasher (loaded on the first hash)', 'hashing/hashFile.js', '0.925 kB'],
    ['upload PUT (loaded on the first upload)', 'upload/putFile.js', '1.415 kB'],
  ].map(([what, file, limit]) => ({
    name: `@patchbay/core ${what}`,
    path: `packages/core/dist/${file}`,
    import: '*',
    ignore: external(PEERS),
    limit,
  })),
  // useConnectToolkit's link: the auth config it finds or creates, or a reconnect's refresh, through the hooks' own mutations.
  {
    name: "@patchbay/react toolkit link (loaded at useConnectToolkit's first click)",
    path: 'packages/react/dist/connect/linkToolkit.js',
    import: '*',
    ignore: external(PEERS),
    // A turned-off toolkit refused before any create (the disabled configs read again, PatchbayApiError built) takes 0.98 kB.
    // The key factories folded into the query files take 0.03 kB.
    // A reconnect's `locale` in its refresh body (the hosted pages' language) takes 0.01 kB.
    limit: '2.18 kB',
  },
  // Each language an app imports (`@patchbay/ui/locales/<tag>`): every string of the kit, with the helpers it shares with
  // the components (plurals, lists, relative times, file sizes). English is in the main entry; a locale not imported costs nothing.
  ...[
    // The formatters a locale leaves to English's (dates, numbers, lists, sizes) took 0.14 kB off each.
    // Lists with each language's separators and alternatives joined by "or" took ar and de to their limits: 0.03 kB of room.
    ['ar', '5.52 kB'],
    ['de', '4.7 kB'],
    ['es', '4.70 kB'],
    ['fr', '4.86 kB'],
    ['he', '5.43 kB'],
    ['it', '4.64 kB'],
    ['ja', '5.26 kB'],
    ['ko', '5.15 kB'],
    ['nl', '4.60 kB'],
    ['pt-BR', '4.64 kB'],
    ['zh-CN', '4.89 kB'],
  ].map(([tag, limit]) => ({
    name: `@patchbay/ui/locales/${tag}`,
    path: `packages/ui/dist/locales/${tag}.js`,
    import: '*',
    ignore: external(PEERS),
    limit,
  })),
  // ToolApproval's Edit: ToolForm inside the card, with the form engine and validateToolArguments (1.66 kB).
  {
    name: "@patchbay/ui ToolApproval's edit form (loaded at Edit's first hover, focus or press)",
    path: 'packages/ui/dist/ToolApproval/ToolApprovalEditForm.js',
    import: '*',
    ignore: external(PEERS),
    // An approval's records by name take 0.01 kB; the active language (dates and numbers in its tag, its strings over English) 0.12 kB;
    // numbers written in that tag in every message, and a message of the wrong kind falling back, 0.12 kB.
    limit: '10.01 kB',
  },
  // ConnectionManager (with the hooks it uses) takes 4.08 kB of the whole package's figures. Words by auth scheme and step,
  // account names (the alias part, its field and rules), the actions menu, focus return and the hosted theme took 4.21 kB.
  // Each component bundles only its own sections of the strings (theme/messages/<section>.ts): 0.8 to 2 kB less each
  // than with the one messages object; the whole package pays 0.34 kB for the sections kept apart and the picker's list in parts.
  // The stable context values of ConnectAccountModal and TriggerConfigForm take 0.24 kB. useConnectToolkit's click code
  // in its own chunk, with its mutations run there rather than held by two hooks, took 0.3 kB off.
  // The health banner and ConnectionManager's attention marks, with useConnectionHealth, take 0.79 kB (0.2 kB the marks); the
  // banner's "Account 2" names, its focus after the last reconnect and `credentials_rejected` 0.01 kB, 0.02 kB with Radix Dialog.
  // ConnectionRequest's reconnect of an EXPIRED account (`inactiveAccount`) takes 0.15 to 0.16 kB here and in the two lines below.
  // ToolForm, with validateToolArguments (1.66 kB) and its strings, takes 5.69 kB here and in the two lines below.
  // ToolkitAbilities ("What can … do?" in the connect dialog and ConnectionRequest) takes 0.42 kB here and with Radix Dialog, 0.37 kB bundled as one.
  // ToolApproval and ToolApprovalList, with the approval hooks and their strings, take 4.58 kB here, 4.64 kB and 4.58 kB below.
  // These four measured apart add up to 0.02 to 0.07 kB less below than together: gzip finds fewer repeats across them.
  // An approval's records by name and the connect dialog's on-screen keyboard handling take 0.66 kB here and in the two lines below.
  // ToolApproval's Edit loaded on demand (the loader, Edit's busy state, a failed load's Try again) takes 0.19 kB here, 0.16 kB
  // with Radix Dialog (the whole package has ToolForm anyway); ToolForm's Add and Remove off at maxItems / minItems 0.12 kB.
  // The popup's first paint takes 0.26 kB here, 0.22 kB with every lazy chunk, 0.23 kB with Radix Dialog.
  // The one health classification, the shared ReconnectDialog and fieldErrorText (a field's own words) take 0.18 kB here,
  // 0.62 kB with every lazy chunk (the connect flow as a state machine among them), 0.22 kB with Radix Dialog. ToolApproval's
  // header naming no record while its values are being edited takes 0.01 kB, 0.02 to 0.03 kB below.
  // The active language (the provider's `locale` and `locales`, matchLocale, a locale's strings over English key by key with a
  // development warning, plurals, lists and every formatter in its tag, the dialogs' `lang` and `dir`) takes 0.92 kB here,
  // 0.97 kB with every lazy chunk, 0.87 kB with Radix Dialog. English stays here; each other language is its own entry above.
  // Numbers in that tag in every message that shows one, file sizes with Intl units, a malformed tag read as English and a
  // message of the wrong kind (from a locale or an override) falling back take 0.26 kB here, 0.29 kB with every lazy chunk,
  // 0.27 kB with Radix Dialog.
  // The kit's language sent with each link and reconnect (useHostedLocale), the app's own descriptions laid out in their own
  // direction (`dir="auto"`) and lists with each language's separators take 0.04 kB here, 0.08 kB with every lazy chunk, 0.05 kB
  // with Radix Dialog. The provider's element kept whatever the locale (so a locale loaded later remounts nothing) and a
  // wrong file's accepted types as alternatives ("or") take 0.03 to 0.05 kB more.
  { name: '@patchbay/ui (with @patchbay/react and @patchbay/client)', path: UI, import: '*', ignore: external(PEERS), limit: '47.3 kB' },
  // Bundled as one, a module reached by import() runs behind a wrapper that defers it, and so do the modules it imports:
  // the toolkit link's chunk adds 0.28 kB here, ToolApproval's edit form (ToolForm, the form engine and the validator all
  // wrapped) 1.47 kB. The connect flow's chunk, 0.17 kB smaller on its own line, is 0.13 kB smaller here.
  {
    name: '@patchbay/ui with every lazy chunk it may load later',
    path: UI,
    import: '*',
    ignore: external(PEERS),
    modifyEsbuildConfig: asOneBundle,
    limit: '53.2 kB',
  },
  { name: '@patchbay/ui + Radix Dialog', path: UI, import: '*', ignore: external(APP_PEERS), limit: '61.25 kB' },
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
  // Phones and touch (responsive.css: the dialog's sheet, 44 px targets, narrow rows) take 0.22 kB; ConnectionManager 0.46 kB;
  // the error notice's developer details 0.02 kB; account names and the actions menu 0.22 kB; the health banner 0.06 kB.
  // ToolForm's groups, text areas and item buttons, and the field rules it shares with TriggerConfigForm, take 0.32 kB.
  // ToolkitAbilities (the disclosure, its list, deletes' warning mark, its 44 px toggle on touch) takes 0.12 kB.
  // ToolApproval's card, values, reason field and the ToolForm inside it take 0.44 kB (0.5 kB with the rules above, together);
  // the notice of an edit form that failed to load, with its Try again, 0.01 kB.
  // The connect sheet above an on-screen keyboard, Cancel and Continue on one row, and an approval's record line take 0.09 kB.
  // A 44 px touch target around the forms' 18 px checkboxes takes 0.02 kB.
  // The trigger form's payload behind "For developers" takes 0.01 kB.
  // Logical properties (inset-inline-end, margin-inline-start, …) in place of left and right, which mirror right to left, take 0.03 kB.
  // Every button's and status pill's words wrapping on phones (a long translation stays on screen) take 0.01 kB.
  // A picker row's account names taking only the room its app's name leaves take 0.01 kB.
  { name: '@patchbay/ui/styles.css', path: 'packages/ui/dist/styles.css', limit: '7.15 kB' },
].map((check) => ({ gzip: true, modifyEsbuildConfig: asAppBundler, ...check }));
