import { formatFileSize } from '../shared/formatFileSize';

/** How a user connects, as the connect dialog explains it: signing in at the app, entering a credential, nothing, or not known yet. */
export type AuthKind = 'oauth' | 'credentials' | 'none' | 'unknown';
/** Where the user goes (a new window or this tab), for a first connection or a reconnect. */
export type ExplainerCase = 'popup' | 'redirect' | 'reconnectPopup' | 'reconnectRedirect';

/**
 * Every string the components show, in English. Pass a partial override to
 * `PatchbayUIProvider` (or a component's `messages` prop) to translate.
 * Functions take the values a sentence needs.
 */
export const defaultMessages = {
  common: {
    close: 'Close',
    cancel: 'Cancel',
    retry: 'Try again',
    loading: 'Loading…',
    requestId: (id: string) => `Request ID: ${id}`,
    unknownError: 'Something went wrong.',
  },
  /** What an error means to the person in front of the widget; the developer's text sits behind `details`. */
  errors: {
    unknown: 'Something went wrong. Try again.',
    network: 'We could not reach the server. Check your connection.',
    timeout: 'This took too long. Try again.',
    signedOut: 'Your session ended. Sign in again.',
    notAllowed: 'You are not allowed to do this.',
    notFound: 'This could not be found.',
    conflict: 'This cannot be done right now.',
    tooLarge: 'This is too large.',
    rateLimited: 'Too many tries. Wait a moment.',
    unavailable: 'Something went wrong on our side. Try again soon.',
    invalid: 'Something here is not right. Check it and try again.',
    appTurnedOff: 'Connecting this app is turned off.',
    connectFirst: 'Connect the app first.',
    accountUnusable: 'This account needs reconnecting.',
    linkExpired: 'The link expired. Start again.',
    details: 'Details for developers',
    status: (status: number, slug: string) => `${status} ${slug}`,
  },

  connect: {
    title: 'Connect an account',
    chooseToolkit: 'Choose an app to connect',
    connectTo: (app: string) => `Connect ${app}`,
    authScheme: (scheme: string) => `Authentication: ${scheme}`,
    schemeNames: {
      OAUTH2: 'OAuth 2.0',
      API_KEY: 'API key',
      BEARER_TOKEN: 'Bearer token',
      BASIC: 'Username and password',
      NO_AUTH: 'No authentication',
    } as Record<string, string>,
    startButton: (app: string) => `Continue to ${app}`,
    reconnectTo: (app: string) => `Reconnect ${app}`,
    /**
     * The line under the title before the user starts, by how they connect: signing in at the app
     * (`oauth`), entering a key or password (`credentials`, `credential` names it), nothing to enter
     * (`none`), or a scheme not known yet (`unknown`); in a new window or in this tab; a first connection
     * or a reconnect. Once the flow is under way in this tab, or over, the status says the rest.
     */
    explainers: {
      oauth: {
        popup: (app) => `You will sign in to ${app} in a new window. We never see your password.`,
        redirect: (app) => `You will sign in to ${app} on its own page, then come back here. We never see your password.`,
        reconnectPopup: (app) =>
          `You will sign in to ${app} again in a new window. The connection keeps its settings, and we never see your password.`,
        reconnectRedirect: (app) => `You will sign in to ${app} again on its own page, then come back here. The connection keeps its settings.`,
      },
      credentials: {
        popup: (app, credential) => `You will enter your ${app} ${credential} on a secure page in a new window. It goes to ${app}, not to this app.`,
        redirect: (app, credential) =>
          `You will enter your ${app} ${credential} on a secure page, then come back here. It goes to ${app}, not to this app.`,
        reconnectPopup: (app, credential) =>
          `You will enter your ${app} ${credential} again on a secure page in a new window. It goes to ${app}, not to this app.`,
        reconnectRedirect: (app, credential) =>
          `You will enter your ${app} ${credential} again on a secure page, then come back here. It goes to ${app}, not to this app.`,
      },
      none: {
        popup: (app) => `${app} needs no password or key: confirm in a new window and it connects right away.`,
        redirect: (app) => `${app} needs no password or key: confirm on its page and it connects right away.`,
        reconnectPopup: (app) => `${app} needs no password or key: confirm in a new window and it reconnects right away.`,
        reconnectRedirect: (app) => `${app} needs no password or key: confirm on its page and it reconnects right away.`,
      },
      unknown: {
        popup: (app) => `You will connect ${app} in a new window.`,
        redirect: (app) => `You will connect ${app} on its own page, then come back here.`,
        reconnectPopup: (app) => `You will connect ${app} again in a new window. The connection keeps its settings.`,
        reconnectRedirect: (app) => `You will connect ${app} again on its own page, then come back here. The connection keeps its settings.`,
      },
    } as Record<AuthKind, Record<ExplainerCase, (app: string, credential: string) => string>>,
    /** What the user enters, by auth scheme, in the `credentials` sentences ("your Acme Metrics API key"). */
    credentialNames: {
      API_KEY: 'API key',
      BEARER_TOKEN: 'token',
      BASIC: 'username and password',
      other: 'sign-in details',
    } as Record<string, string>,
    /** The status line while the browser goes to the app's page in this tab (the app asked for `mode: 'redirect'`). */
    redirecting: (app: string) => `Taking you to ${app} in this tab…`,
    status: {
      idle: '',
      opening: 'Opening a secure window…',
      waiting: 'Finish connecting in the window that opened.',
      active: (app: string) => `${app} is connected.`,
      failed: 'The connection failed.',
      expired: 'The link expired before the connection was finished.',
      cancelled: 'The connection was cancelled.',
    },
    popupBlocked: 'Your browser blocked the pop-up, so we will continue in this tab.',
    reconnect: 'Reconnect',
    done: 'Done',
    changeApp: 'Choose another app',
    chooseDescription: 'Pick the app whose account you want to connect.',
  },
  connectionRequest: {
    label: (app: string) => `Connection request: ${app}`,
    connect: (app: string) => `Connect ${app}`,
    connected: 'Connected',
    opening: 'Opening a secure window…',
    waiting: 'Finish connecting in the window that opened.',
    popupBlocked: 'Your browser blocked the pop-up, so we will continue in this tab.',
    active: (app: string) => `${app} is connected.`,
    failed: 'The connection failed.',
    expired: 'The link expired before the connection was finished.',
    cancelled: 'The connection was cancelled.',
  },
  connections: {
    title: 'Connected apps',
    empty: 'No connected apps yet',
    emptyHint: 'Apps you connect show up here.',
    error: 'Your connections could not be loaded.',
    /** The words for each state of an account (`connectionStateOf` in @patchbay/react). */
    status: {
      connected: 'Connected',
      'needs-reconnecting': 'Needs reconnecting',
      reconnecting: 'Reconnecting…',
      disabled: 'Disabled',
      connecting: 'Connecting…',
      'not-connected': 'Not connected',
    },
    /** An account with no alias, when its app has several. */
    unnamedAccount: (position: number) => `Account ${position}`,
    /** One account of an app, e.g. in a button's name: "Acme Tasks (Work)". */
    accountOf: (app: string, account: string) => `${app} (${account})`,
    /** A button's accessible name: the action and the account it acts on. */
    actionFor: (action: string, account: string) => `${action} ${account}`,
    /** The name of an account's menu button (Disable / Enable, Rename, Disconnect), and of the menu. */
    moreActions: (account: string) => `More actions for ${account}`,
    connectedAgo: (when: string) => `Connected ${when}`,
    lastUsedAgo: (when: string) => `Last used ${when}`,
    neverUsed: 'Never used',
    separator: ' · ',
    /** How long ago `date` was, in words ("3 days ago", "yesterday"). */
    timeAgo: (date: Date, now: Date) => {
      const seconds = (date.getTime() - now.getTime()) / 1000;
      const units = [
        ['year', 31_536_000],
        ['month', 2_592_000],
        ['week', 604_800],
        ['day', 86_400],
        ['hour', 3_600],
        ['minute', 60],
      ] as const;
      for (const [unit, size] of units) {
        if (Math.abs(seconds) >= size) return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(Math.trunc(seconds / size), unit);
      }
      return 'just now';
    },
    reconnect: 'Reconnect',
    disable: 'Disable',
    enable: 'Enable',
    rename: 'Rename',
    disconnect: 'Disconnect',
    addAccount: 'Add another account',
    aliasLabel: (app: string) => `Name of this ${app} account`,
    save: 'Save',
    aliasTaken: 'Another account of this app already has this name.',
    nameRemoved: 'Name removed.',
    confirmTitle: (account: string) => `Disconnect ${account}?`,
    confirmDescription: (app: string) => `${app} stops working here until you connect it again.`,
    disconnected: (account: string) => `${account} disconnected.`,
    disabledDone: (account: string) => `${account} disabled.`,
    enabledDone: (account: string) => `${account} enabled.`,
    renamed: (account: string) => `Renamed to ${account}.`,
  },
  /** Names of accounts (their alias), where a user has several accounts of one app: the connect dialog, a connection request and the picker. */
  alias: {
    /** The connect dialog's group when the user has an account of the app already. */
    addAnother: 'Add another account',
    /** Above the name field: the accounts the user has ("Work, Personal"), or '' when none has a name. */
    existing: (app: string, names: string) =>
      names ? `Your ${app} accounts: ${names}. Continuing adds another one.` : `You have connected ${app} already. Continuing adds another account.`,
    fieldLabel: 'Name this account (optional)',
    fieldHint: 'For example Work or Personal, to tell your accounts apart.',
    tooLong: (max: number) => `Use at most ${max} characters.`,
    unshowable: 'Use letters, numbers, spaces and punctuation only.',
    taken: 'Another account of this app already has this name.',
    /** An account with no name, when its app has several. */
    unnamed: (position: number) => `Account ${position}`,
    /** Several names in a row. */
    list: (names: string[]) => names.join(', '),
    /** A connection request when the user has several accounts of the app. */
    choose: (app: string) => `Which ${app} account should be used?`,
    use: 'Use this account',
    /** The connection request once an account is chosen or connected: "Acme Tasks (Work) is connected." */
    chosen: (app: string, account: string) => `${app} (${account}) is connected.`,
  },
  picker: {
    label: 'Apps',
    searchPlaceholder: 'Search apps',
    searchLabel: 'Search apps',
    allCategories: 'All categories',
    categoryLabel: 'Category',
    empty: 'No apps match your search.',
    emptyHint: 'Try another name or category.',
    error: 'The apps could not be loaded.',
    connected: 'Connected',
    expired: 'Expired',
    failed: 'Failed',
    reconnect: 'Reconnect',
    reconnectApp: (app: string) => `Reconnect ${app}`,
    clearSearch: 'Clear search',
    resultCount: (count: number) => `${count} ${count === 1 ? 'app' : 'apps'}`,
  },
  triggerForm: {
    submitCreate: 'Create trigger',
    submitUpdate: 'Save changes',
    required: 'Required',
    requiredError: (label: string) => `${label} is required.`,
    numberError: (label: string) => `${label} must be a number.`,
    optionError: (label: string) => `Choose one of the options for ${label}.`,
    selectPlaceholder: 'Select…',
    payloadTitle: 'Each event carries',
    /** A trigger is paused and resumed (accounts and auth configs are disabled and enabled); its state is Listening or Paused. */
    pause: 'Pause',
    resume: 'Resume',
    delete: 'Delete',
    confirmDelete: 'Delete this trigger? Its events stop and it cannot be restored.',
    listening: 'Listening',
    paused: 'Paused',
    saved: 'Saved.',
    deleted: 'Trigger deleted.',
    noConfig: 'This trigger needs no settings.',
    serverFieldError: (label: string, detail: string) => `${label}: ${detail}`,
    payloadNested: (field: string) => `Fields of ${field}`,
  },
  dropzone: {
    label: 'Upload files',
    prompt: 'Drop files here or',
    browse: 'browse',
    anyType: 'Any file type',
    accepts: (types: string) => `Accepted: ${types}`,
    maxSize: (size: string) => `up to ${size} each`,
    listLabel: 'Files',
    queued: 'Waiting…',
    hashing: (percent: number) => `Checking… ${percent}%`,
    uploading: (percent: number) => `Uploading… ${percent}%`,
    hashingLabel: (name: string) => `Checking ${name}`,
    uploadingLabel: (name: string) => `Uploading ${name}`,
    done: 'Uploaded',
    duplicate: 'Already uploaded',
    duplicateHint: 'The same content was uploaded before, so nothing was sent again.',
    failed: 'Upload failed',
    md5Mismatch: 'The file arrived changed, so it was not saved. Try again.',
    cancelled: 'Cancelled',
    rejected: 'Not added',
    tooLarge: (limit: string) => `This file is larger than the ${limit} limit.`,
    wrongType: (types: string) => `This file type is not accepted (${types}).`,
    cancel: 'Cancel',
    retry: 'Retry',
    remove: 'Remove',
    cancelFile: (name: string) => `Cancel ${name}`,
    retryFile: (name: string) => `Retry ${name}`,
    removeFile: (name: string) => `Remove ${name}`,
    announce: (name: string, status: string) => `${name}: ${status}`,
    /** Sizes as people read them: 28 B, 1.4 kB, 2.4 MB, 5 GB (decimal units, like most file managers). */
    fileSize: formatFileSize,
  },
};

export type Messages = typeof defaultMessages;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

export type MessagesOverride = DeepPartial<Messages>;

/** `base` with every string or function present in `override` replaced, section by section. */
export function mergeMessages<T>(base: T, override: DeepPartial<T>): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined) result[key] = value && typeof value === 'object' ? mergeMessages(result[key], value) : value;
  }
  return result as T;
}
