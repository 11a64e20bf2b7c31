/**
 * Every sentence the hosted pages (link page, OAuth consent, credential
 * forms, callback, message and error pages) show an end user. English
 * (`en.ts`) is the source; each locale is one file typed as this interface,
 * so a missing or extra key, or a parameter of another type, fails the
 * type-check. TypeScript accepts a function that takes fewer parameters, so
 * `hostedLocales.test.ts` checks that each message uses every argument.
 *
 * Names (apps, toolkits, aliases, field labels) arrive already prepared by the
 * page: isolated for the page's direction and, where the page shows them
 * bold, marked for it. A message puts them whole where its language wants
 * them; it never glues them to other words or changes their case.
 */
/**
 * Who asks, in a lead: the app by its display name, or a project that has
 * none ("Local project {name}"). Each language writes both sentences, as its
 * grammar wants them (a verb that agrees with "project", not "app").
 */
export type Asker = { app: string } | { localProject: string };

export interface HostedMessages {
  /** The `alt` of a logo: "{name} logo". */
  logoAlt: (name: string) => string;
  /** The summary of the disclosure that holds developer details (its contents stay English). */
  detailsForDevelopers: string;

  /* The link page. */
  connectHeading: (toolkit: string) => string;
  reconnectHeading: (toolkit: string) => string;
  connectLead: (asker: Asker, toolkit: string) => string;
  reconnectLeadSignIn: (asker: Asker, toolkit: string) => string;
  reconnectLeadCredentials: (asker: Asker, toolkit: string) => string;
  reconnectLeadConfirm: (asker: Asker, toolkit: string) => string;
  /** Which account a reconnect is for: "Account: {alias}". */
  accountAlias: (alias: string) => string;
  oauthIntro: (toolkit: string) => string;
  continueTo: (toolkit: string) => string;
  noCredentials: (toolkit: string) => string;
  connect: string;
  reconnect: string;
  cancel: string;
  footOAuth: (toolkit: string) => string;
  footForm: (toolkit: string) => string;
  /** The empty first option of a required choice. */
  choose: string;

  /* Labels the service writes for a scheme's standard fields (a toolkit's own labels are its data). */
  fieldApiKey: string;
  fieldAccessToken: string;
  fieldUsername: string;
  fieldPassword: string;
  /* Hints the service writes under those fields (the catalog's generic English); a toolkit's own hints are its data. */
  hintApiKey: string;
  hintAccessToken: string;
  hintUsername: string;
  hintPassword: string;

  /* Validation of the credential form. */
  fixFields: string;
  fieldRequired: (label: string) => string;
  chooseOneOf: (options: string[]) => string;
  mustBeNumber: (label: string) => string;
  notAcceptedBy: (toolkit: string) => string;
  credentialsRejected: (toolkit: string) => string;
  apiKeyRejected: (toolkit: string) => string;

  /* The built-in OAuth provider's consent screen. */
  signInTitle: (toolkit: string) => string;
  consentHeading: (toolkit: string) => string;
  signedInAsDemo: (toolkit: string) => string;
  appAsksAccess: (app: string, toolkit: string) => string;
  appAsksAccessWithScopes: (app: string, toolkit: string) => string;
  unknownAppAsksAccess: (toolkit: string) => string;
  unknownAppAsksAccessWithScopes: (toolkit: string) => string;
  allow: string;
  deny: string;
  simulatedProvider: string;
  usernameLabel: (toolkit: string) => string;
  usernameNotRecognised: (toolkit: string) => string;

  /* The page a link ends on when it has no callback_url. */
  closeWindow: string;
  closeWindowBackTo: (app: string) => string;
  connectedTitle: (toolkit: string) => string;
  connectedMessage: string;
  reconnectedMessage: string;
  connectionCancelledTitle: string;
  notConnected: (toolkit: string) => string;
  reconnectionCancelledTitle: string;
  leftAsItWas: (toolkit: string) => string;
  couldNotConnect: (toolkit: string) => string;
  couldNotReconnect: (toolkit: string) => string;
  connectionFailed: string;
  accessDenied: (toolkit: string) => string;
  providerFailed: (toolkit: string) => string;
  signInFailed: (toolkit: string) => string;

  /* Links that cannot be used. */
  startAgain: string;
  linkNotFoundTitle: string;
  linkNotFound: string;
  linkRemovedTitle: string;
  linkRemoved: string;
  linkExpiredTitle: string;
  /** How long links work, in minutes. */
  linkExpired: (minutes: number) => string;
  linkReplacedTitle: string;
  linkReplaced: string;
  linkUsedTitle: string;
  linkUsed: string;
  connectingOffTitle: string;
  connectingOff: (app: string, toolkit: string) => string;
  connectingOffHint: string;
  responseNotRecognisedTitle: string;
  responseNotRecognised: string;
  responseNotRecognisedHint: string;

  /* Sign-in requests the provider refuses. */
  tooManyTitle: string;
  tooManyForLink: (max: number, seconds: number) => string;
  tooManyForService: (seconds: number) => string;
  requestNotValidTitle: string;
  requestNotValidHint: string;
  noClientId: string;
  unknownClient: (clientId: string) => string;
  badRedirectUri: string;
  wrongClient: string;
  requestExpired: string;
}
