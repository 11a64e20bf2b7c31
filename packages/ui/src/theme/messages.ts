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
    connectedAs: (app: string) => `Your ${app} account is ready to use.`,
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
    loadingMore: 'Loading more apps…',
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
    hashing: (percent: number) => `Checking… ${percent}%`,
    uploading: (percent: number) => `Uploading… ${percent}%`,
    done: 'Uploaded',
    duplicate: 'Already uploaded',
    failed: 'Upload failed',
    cancelled: 'Cancelled',
    cancel: 'Cancel',
    retry: 'Retry',
    remove: 'Remove',
  },
};

export type Messages = typeof defaultMessages;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

export type MessagesOverride = DeepPartial<Messages>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with every string or function present in `override` replaced. */
export function mergeMessages<T>(base: T, override: DeepPartial<T>): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override as Record<string, unknown>)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? mergeMessages(current, value) : value;
  }
  return result as T;
}
