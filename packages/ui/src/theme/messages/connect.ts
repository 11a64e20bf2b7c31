/** How a user connects, as the connect dialog explains it: signing in at the app, entering a credential, nothing, or not known yet. */
export type AuthKind = 'oauth' | 'credentials' | 'none' | 'unknown';
/** Where the user goes (a new window or this tab), for a first connection or a reconnect. */
export type ExplainerCase = 'popup' | 'redirect' | 'reconnectPopup' | 'reconnectRedirect';

/** The connect dialog (ConnectAccountModal). */
export const connectMessages = {
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
      reconnectPopup: (app) => `You will sign in to ${app} again in a new window. The connection keeps its settings, and we never see your password.`,
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
};
