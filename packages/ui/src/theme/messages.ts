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
    explainer: (app: string) => `You will sign in to ${app} in a new window. We never see your password.`,
    reconnectTo: (app: string) => `Reconnect ${app}`,
    reconnectExplainer: (app: string) => `You will sign in to ${app} again in a new window. The connection keeps its settings.`,
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
    enable: 'Enable',
    disable: 'Pause',
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
    /** Sizes as people read them: 980 B, 14 KB, 2.4 MB (decimal units, like most file managers). */
    fileSize: (bytes: number) => {
      const units = ['B', 'KB', 'MB', 'GB', 'TB'];
      let value = bytes;
      let unit = 0;
      while (value >= 1000 && unit < units.length - 1) {
        value /= 1000;
        unit++;
      }
      const digits = unit === 0 || value >= 100 ? 0 : 1;
      return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`;
    },
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
