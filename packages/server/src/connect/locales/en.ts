import { providerFailedReason } from '../../credentials/providerFailedReason';
import type { Asker, HostedMessages } from './HostedMessages';
import { plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `Local project ${who.localProject}`);

/** English: the source of every other locale. */
export const en: HostedMessages = {
  logoAlt: (name) => `${name} logo`,
  detailsForDevelopers: 'Details for developers',

  connectHeading: (toolkit) => `Connect ${toolkit}`,
  reconnectHeading: (toolkit) => `Reconnect ${toolkit}`,
  connectLead: (who, toolkit) => `${asker(who)} is asking to connect your ${toolkit} account.`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)} is asking to sign in again for your connected ${toolkit} account. It stays as it is until you finish.`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)} is asking for new credentials for your connected ${toolkit} account. It stays as it is until you finish.`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)} is asking to confirm it again for your connected ${toolkit} account. It stays as it is until you finish.`,
  accountAlias: (alias) => `Account: ${alias}`,
  oauthIntro: (toolkit) => `You will sign in at ${toolkit} and choose whether to allow access.`,
  continueTo: (toolkit) => `Continue to ${toolkit}`,
  noCredentials: (toolkit) => `${toolkit} needs no credentials.`,
  connect: 'Connect',
  reconnect: 'Reconnect',
  cancel: 'Cancel',
  footOAuth: (toolkit) => `You sign in at ${toolkit} itself; your password is not shared with this app.`,
  footForm: (toolkit) => `What you enter here is used only to connect your ${toolkit} account.`,
  choose: 'Choose…',

  fieldApiKey: 'API key',
  fieldAccessToken: 'Access token',
  fieldUsername: 'Username',
  fieldPassword: 'Password',

  hintApiKey: "API key created in the app's developer settings",
  hintAccessToken: 'Personal access token or bearer token',
  hintUsername: 'Account username or email',
  hintPassword: 'Password or app password',

  fixFields: 'Please correct the highlighted fields.',
  fieldRequired: (label) => `Enter your ${label}.`,
  chooseOneOf: (options) => `Choose one of: ${options.join(', ')}.`,
  mustBeNumber: (label) => `${label} must be a number.`,
  notAcceptedBy: (toolkit) => `Not accepted by ${toolkit}.`,
  credentialsRejected: (toolkit) => `${toolkit} rejected these credentials. Check them and try again.`,
  apiKeyRejected: (toolkit) => `That API key was rejected by ${toolkit}. Check it and try again.`,

  signInTitle: (toolkit) => `Sign in to ${toolkit}`,
  consentHeading: (toolkit) => `${toolkit} (simulated provider) wants to grant access`,
  signedInAsDemo: (toolkit) => `You are signed in to ${toolkit} as the demo user.`,
  appAsksAccess: (app, toolkit) => `${app} asks to access your ${toolkit} account.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} asks to access your ${toolkit} account with these permissions:`,
  unknownAppAsksAccess: (toolkit) => `An app asks to access your ${toolkit} account.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `An app asks to access your ${toolkit} account with these permissions:`,
  allow: 'Allow',
  deny: 'Deny',
  simulatedProvider: 'This provider is simulated by the local service; no real account is involved.',
  usernameLabel: (toolkit) => `${toolkit} username`,
  usernameNotRecognised: (toolkit) => `${toolkit} did not recognise that username. Check it and try again.`,

  closeWindow: 'You can close this window.',
  closeWindowBackTo: (app) => `You can close this window and go back to ${app}.`,
  connectedTitle: (toolkit) => `${toolkit} is connected`,
  connectedMessage: 'Your account was connected successfully.',
  reconnectedMessage: 'Your account was reconnected successfully.',
  connectionCancelledTitle: 'Connection cancelled',
  notConnected: (toolkit) => `${toolkit} was not connected.`,
  reconnectionCancelledTitle: 'Reconnection cancelled',
  leftAsItWas: (toolkit) => `Your ${toolkit} account was left as it was.`,
  couldNotConnect: (toolkit) => `Could not connect ${toolkit}`,
  couldNotReconnect: (toolkit) => `Could not reconnect ${toolkit}`,
  connectionFailed: 'The connection failed.',
  accessDenied: (toolkit) => `Access to your ${toolkit} account was not granted.`,
  providerFailed: providerFailedReason,
  signInFailed: (toolkit) => `Signing in at ${toolkit} did not succeed. Try connecting again.`,

  startAgain: 'Go back to the app and start connecting again to get a new link.',
  linkNotFoundTitle: 'Link not found',
  linkNotFound: 'This connect link does not exist.',
  linkRemovedTitle: 'This connection was removed',
  linkRemoved: 'The app removed this connection.',
  linkExpiredTitle: 'This link has expired',
  linkExpired: (minutes) => plural('en', minutes, { one: 'Connect links work for # minute.', other: 'Connect links work for # minutes.' }),
  linkReplacedTitle: 'This link was replaced',
  linkReplaced: 'A newer link was issued for this connection.',
  linkUsedTitle: 'This link was already used',
  linkUsed: 'Each connect link works once.',
  connectingOffTitle: 'Connecting is turned off',
  connectingOff: (app, toolkit) => `${app} has disabled this way of connecting ${toolkit}.`,
  connectingOffHint: 'Ask the app to enable it, then start connecting again.',
  responseNotRecognisedTitle: 'Sign-in response not recognised',
  responseNotRecognised: 'This sign-in response does not belong to this connect link.',
  responseNotRecognisedHint: 'Go back to the connect page and continue from there.',

  tooManyTitle: 'Too many sign-in screens open',
  tooManyForLink: (max, seconds) =>
    `${plural('en', max, { one: 'This connect link already has # sign-in screen open.', other: 'This connect link already has # sign-in screens open.' })} ${plural('en', seconds, { one: 'Finish in one of them, or try again in # second.', other: 'Finish in one of them, or try again in # seconds.' })}`,
  tooManyForService: (seconds) =>
    plural('en', seconds, {
      one: 'Too many people are signing in right now. Try again in # second.',
      other: 'Too many people are signing in right now. Try again in # seconds.',
    }),
  requestNotValidTitle: 'Sign-in request not valid',
  requestNotValidHint: 'Go back to the app and start connecting again.',
  noClientId: 'The request has no client_id.',
  unknownClient: (clientId) => `No app with client ID ${clientId} is registered here.`,
  badRedirectUri: 'The redirect_uri is missing or not registered for this app.',
  wrongClient: 'This connect link does not sign in with this app.',
  requestExpired: 'This sign-in request has expired or was already answered.',
};
