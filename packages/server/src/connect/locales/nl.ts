import type { Asker, HostedMessages } from './HostedMessages';
import { eitherOf, plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `Het lokale project ${who.localProject}`);

/** Dutch, informal "je" as Dutch product UI: account, verbinden, app, toestaan / weigeren. */
export const nl: HostedMessages = {
  logoAlt: (name) => `Logo van ${name}`,
  detailsForDevelopers: 'Details voor ontwikkelaars',

  connectHeading: (toolkit) => `${toolkit} verbinden`,
  reconnectHeading: (toolkit) => `${toolkit} opnieuw verbinden`,
  connectLead: (who, toolkit) => `${asker(who)} wil je account bij ${toolkit} verbinden.`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)} vraagt je opnieuw in te loggen voor je verbonden account bij ${toolkit}. Het blijft zoals het is tot je klaar bent.`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)} vraagt om nieuwe inloggegevens voor je verbonden account bij ${toolkit}. Het blijft zoals het is tot je klaar bent.`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)} vraagt je je verbonden account bij ${toolkit} opnieuw te bevestigen. Het blijft zoals het is tot je klaar bent.`,
  accountAlias: (alias) => `Account: ${alias}`,
  oauthIntro: (toolkit) => `Je logt in bij ${toolkit} en kiest daar of je toegang geeft.`,
  continueTo: (toolkit) => `Doorgaan naar ${toolkit}`,
  noCredentials: (toolkit) => `${toolkit} heeft geen inloggegevens nodig.`,
  connect: 'Verbinden',
  reconnect: 'Opnieuw verbinden',
  cancel: 'Annuleren',
  footOAuth: (toolkit) => `Je logt in bij ${toolkit} zelf; je wachtwoord wordt niet gedeeld met deze app.`,
  footForm: (toolkit) => `Wat je hier invult, wordt alleen gebruikt om je account bij ${toolkit} te verbinden.`,
  choose: 'Kies…',

  fieldApiKey: 'API-sleutel',
  fieldAccessToken: 'Toegangstoken',
  fieldUsername: 'Gebruikersnaam',
  fieldPassword: 'Wachtwoord',

  hintApiKey: 'API-sleutel die je in de ontwikkelaarsinstellingen van de app hebt gemaakt',
  hintAccessToken: 'Persoonlijk toegangstoken of bearer-token',
  hintUsername: 'Gebruikersnaam of e-mailadres van het account',
  hintPassword: 'Wachtwoord of app-wachtwoord',

  fixFields: 'Corrigeer de gemarkeerde velden.',
  fieldRequired: (label) => `Vul ‘${label}’ in.`,
  chooseOneOf: (options) => `Kies ${eitherOf('nl', options)}.`,
  mustBeNumber: (label) => `‘${label}’ moet een getal zijn.`,
  notAcceptedBy: (toolkit) => `Niet geaccepteerd door ${toolkit}.`,
  credentialsRejected: (toolkit) => `${toolkit} heeft deze inloggegevens geweigerd. Controleer ze en probeer het opnieuw.`,
  apiKeyRejected: (toolkit) => `${toolkit} heeft deze API-sleutel geweigerd. Controleer hem en probeer het opnieuw.`,

  signInTitle: (toolkit) => `Inloggen bij ${toolkit}`,
  consentHeading: (toolkit) => `${toolkit} (gesimuleerde provider) wil toegang geven`,
  signedInAsDemo: (toolkit) => `Je bent bij ${toolkit} ingelogd als de demogebruiker.`,
  appAsksAccess: (app, toolkit) => `${app} vraagt toegang tot je account bij ${toolkit}.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} vraagt toegang tot je account bij ${toolkit} met deze rechten:`,
  unknownAppAsksAccess: (toolkit) => `Een app vraagt toegang tot je account bij ${toolkit}.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `Een app vraagt toegang tot je account bij ${toolkit} met deze rechten:`,
  allow: 'Toestaan',
  deny: 'Weigeren',
  simulatedProvider: 'Deze provider wordt gesimuleerd door de lokale service; er is geen echt account bij betrokken.',
  usernameLabel: (toolkit) => `Gebruikersnaam bij ${toolkit}`,
  usernameNotRecognised: (toolkit) => `${toolkit} herkent deze gebruikersnaam niet. Controleer hem en probeer het opnieuw.`,

  closeWindow: 'Je kunt dit venster nu sluiten.',
  closeWindowBackTo: (app) => `Je kunt dit venster nu sluiten en teruggaan naar ${app}.`,
  connectedTitle: (toolkit) => `${toolkit} is verbonden`,
  connectedMessage: 'Je account is verbonden.',
  reconnectedMessage: 'Je account is opnieuw verbonden.',
  connectionCancelledTitle: 'Verbinden geannuleerd',
  notConnected: (toolkit) => `${toolkit} is niet verbonden.`,
  reconnectionCancelledTitle: 'Opnieuw verbinden geannuleerd',
  leftAsItWas: (toolkit) => `Je account bij ${toolkit} is ongewijzigd gebleven.`,
  couldNotConnect: (toolkit) => `${toolkit} kon niet worden verbonden`,
  couldNotReconnect: (toolkit) => `${toolkit} kon niet opnieuw worden verbonden`,
  connectionFailed: 'Het verbinden is mislukt.',
  accessDenied: (toolkit) => `Er is geen toegang tot je account bij ${toolkit} gegeven.`,
  providerFailed: (toolkit) => `${toolkit} had aan zijn kant een probleem en kon je account niet verbinden. Probeer het opnieuw.`,
  signInFailed: (toolkit) => `Inloggen bij ${toolkit} is niet gelukt. Probeer het opnieuw.`,

  startAgain: 'Ga terug naar de app en begin opnieuw met verbinden om een nieuwe link te krijgen.',
  linkNotFoundTitle: 'Link niet gevonden',
  linkNotFound: 'Deze verbindingslink bestaat niet.',
  linkRemovedTitle: 'Deze verbinding is verwijderd',
  linkRemoved: 'De app heeft deze verbinding verwijderd.',
  linkExpiredTitle: 'Deze link is verlopen',
  linkExpired: (minutes) =>
    plural('nl', minutes, { one: 'Verbindingslinks zijn # minuut geldig.', other: 'Verbindingslinks zijn # minuten geldig.' }),
  linkReplacedTitle: 'Deze link is vervangen',
  linkReplaced: 'Er is een nieuwere link voor deze verbinding gemaakt.',
  linkUsedTitle: 'Deze link is al gebruikt',
  linkUsed: 'Elke verbindingslink werkt maar één keer.',
  connectingOffTitle: 'Verbinden staat uit',
  connectingOff: (app, toolkit) => `${app} heeft deze manier om ${toolkit} te verbinden uitgeschakeld.`,
  connectingOffHint: 'Vraag de app om hem in te schakelen en begin dan opnieuw met verbinden.',
  responseNotRecognisedTitle: 'Inlogantwoord niet herkend',
  responseNotRecognised: 'Dit inlogantwoord hoort niet bij deze verbindingslink.',
  responseNotRecognisedHint: 'Ga terug naar de verbindingspagina en ga daar verder.',

  tooManyTitle: 'Te veel inlogschermen open',
  tooManyForLink: (max, seconds) =>
    `${plural('nl', max, { one: 'Voor deze verbindingslink is al # inlogscherm open.', other: 'Voor deze verbindingslink zijn al # inlogschermen open.' })} ${plural('nl', seconds, { one: 'Rond het af in een daarvan, of probeer het over # seconde opnieuw.', other: 'Rond het af in een daarvan, of probeer het over # seconden opnieuw.' })}`,
  tooManyForService: (seconds) =>
    plural('nl', seconds, {
      one: 'Er loggen nu te veel mensen in. Probeer het over # seconde opnieuw.',
      other: 'Er loggen nu te veel mensen in. Probeer het over # seconden opnieuw.',
    }),
  requestNotValidTitle: 'Ongeldig inlogverzoek',
  requestNotValidHint: 'Ga terug naar de app en begin opnieuw met verbinden.',
  noClientId: 'Het verzoek heeft geen client_id.',
  unknownClient: (clientId) => `Hier is geen app met client-ID ${clientId} geregistreerd.`,
  badRedirectUri: 'De redirect_uri ontbreekt of is niet geregistreerd voor deze app.',
  wrongClient: 'Deze verbindingslink logt niet in met deze app.',
  requestExpired: 'Dit inlogverzoek is verlopen of al beantwoord.',
};
