import type { Asker, HostedMessages } from './HostedMessages';
import { eitherOf, plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `Das lokale Projekt ${who.localProject}`);

/** German, "Sie" form; words as in the kit's glossary (packages/ui/src/locales/glossary/de.md). */
export const de: HostedMessages = {
  logoAlt: (name) => `Logo von ${name}`,
  detailsForDevelopers: 'Details für Entwickler',

  connectHeading: (toolkit) => `${toolkit} verbinden`,
  reconnectHeading: (toolkit) => `${toolkit} erneut verbinden`,
  connectLead: (who, toolkit) => `${asker(who)} möchte Ihr Konto bei ${toolkit} verbinden.`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)} bittet Sie, sich für Ihr verbundenes Konto bei ${toolkit} erneut anzumelden. Bis Sie fertig sind, bleibt es unverändert.`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)} bittet um neue Zugangsdaten für Ihr verbundenes Konto bei ${toolkit}. Bis Sie fertig sind, bleibt es unverändert.`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)} bittet Sie, Ihr verbundenes Konto bei ${toolkit} erneut zu bestätigen. Bis Sie fertig sind, bleibt es unverändert.`,
  accountAlias: (alias) => `Konto: ${alias}`,
  oauthIntro: (toolkit) => `Sie melden sich bei ${toolkit} an und entscheiden dort, ob Sie den Zugriff erlauben.`,
  continueTo: (toolkit) => `Weiter zu ${toolkit}`,
  noCredentials: (toolkit) => `${toolkit} benötigt keine Zugangsdaten.`,
  connect: 'Verbinden',
  reconnect: 'Erneut verbinden',
  cancel: 'Abbrechen',
  footOAuth: (toolkit) => `Sie melden sich direkt bei ${toolkit} an; Ihr Passwort wird nicht an diese App weitergegeben.`,
  footForm: (toolkit) => `Was Sie hier eingeben, wird nur zum Verbinden Ihres Kontos bei ${toolkit} verwendet.`,
  choose: 'Bitte auswählen …',

  fieldApiKey: 'API-Schlüssel',
  fieldAccessToken: 'Zugriffstoken',
  fieldUsername: 'Benutzername',
  fieldPassword: 'Passwort',

  hintApiKey: 'API-Schlüssel aus den Entwicklereinstellungen der App',
  hintAccessToken: 'Persönliches Zugriffstoken oder Bearer-Token',
  hintUsername: 'Benutzername oder E-Mail-Adresse des Kontos',
  hintPassword: 'Passwort oder App-Passwort',

  fixFields: 'Bitte korrigieren Sie die markierten Felder.',
  fieldRequired: (label) => `Bitte füllen Sie „${label}“ aus.`,
  chooseOneOf: (options) => `Bitte wählen Sie ${eitherOf('de', options)}.`,
  mustBeNumber: (label) => `„${label}“ muss eine Zahl sein.`,
  notAcceptedBy: (toolkit) => `Von ${toolkit} nicht akzeptiert.`,
  credentialsRejected: (toolkit) => `${toolkit} hat diese Zugangsdaten abgelehnt. Bitte prüfen Sie sie und versuchen Sie es erneut.`,
  apiKeyRejected: (toolkit) => `${toolkit} hat diesen API-Schlüssel abgelehnt. Bitte prüfen Sie ihn und versuchen Sie es erneut.`,

  signInTitle: (toolkit) => `Bei ${toolkit} anmelden`,
  consentHeading: (toolkit) => `${toolkit} (simulierter Anbieter) möchte Zugriff gewähren`,
  signedInAsDemo: (toolkit) => `Sie sind bei ${toolkit} als Demo-Benutzer angemeldet.`,
  appAsksAccess: (app, toolkit) => `${app} bittet um Zugriff auf Ihr Konto bei ${toolkit}.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} bittet um Zugriff auf Ihr Konto bei ${toolkit} mit diesen Berechtigungen:`,
  unknownAppAsksAccess: (toolkit) => `Eine App bittet um Zugriff auf Ihr Konto bei ${toolkit}.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `Eine App bittet um Zugriff auf Ihr Konto bei ${toolkit} mit diesen Berechtigungen:`,
  allow: 'Erlauben',
  deny: 'Ablehnen',
  simulatedProvider: 'Dieser Anbieter wird vom lokalen Dienst simuliert; es ist kein echtes Konto beteiligt.',
  usernameLabel: (toolkit) => `Benutzername bei ${toolkit}`,
  usernameNotRecognised: (toolkit) => `${toolkit} kennt diesen Benutzernamen nicht. Bitte prüfen Sie ihn und versuchen Sie es erneut.`,

  closeWindow: 'Sie können dieses Fenster jetzt schließen.',
  closeWindowBackTo: (app) => `Sie können dieses Fenster jetzt schließen und zu ${app} zurückkehren.`,
  connectedTitle: (toolkit) => `${toolkit} ist verbunden`,
  connectedMessage: 'Ihr Konto wurde erfolgreich verbunden.',
  reconnectedMessage: 'Ihr Konto wurde erfolgreich erneut verbunden.',
  connectionCancelledTitle: 'Verbindung abgebrochen',
  notConnected: (toolkit) => `${toolkit} wurde nicht verbunden.`,
  reconnectionCancelledTitle: 'Erneutes Verbinden abgebrochen',
  leftAsItWas: (toolkit) => `Ihr Konto bei ${toolkit} bleibt unverändert.`,
  couldNotConnect: (toolkit) => `${toolkit} konnte nicht verbunden werden`,
  couldNotReconnect: (toolkit) => `${toolkit} konnte nicht erneut verbunden werden`,
  connectionFailed: 'Die Verbindung ist fehlgeschlagen.',
  accessDenied: (toolkit) => `Der Zugriff auf Ihr Konto bei ${toolkit} wurde nicht gewährt.`,
  providerFailed: (toolkit) =>
    `Bei ${toolkit} ist ein Problem aufgetreten, daher konnte Ihr Konto nicht verbunden werden. Bitte versuchen Sie es erneut.`,
  signInFailed: (toolkit) => `Die Anmeldung bei ${toolkit} ist fehlgeschlagen. Bitte versuchen Sie es erneut.`,

  startAgain: 'Kehren Sie zur App zurück und starten Sie das Verbinden erneut, um einen neuen Link zu erhalten.',
  linkNotFoundTitle: 'Link nicht gefunden',
  linkNotFound: 'Diesen Verbindungslink gibt es nicht.',
  linkRemovedTitle: 'Diese Verbindung wurde entfernt',
  linkRemoved: 'Die App hat diese Verbindung entfernt.',
  linkExpiredTitle: 'Dieser Link ist abgelaufen',
  linkExpired: (minutes) =>
    plural('de', minutes, { one: 'Verbindungslinks sind # Minute lang gültig.', other: 'Verbindungslinks sind # Minuten lang gültig.' }),
  linkReplacedTitle: 'Dieser Link wurde ersetzt',
  linkReplaced: 'Für diese Verbindung wurde ein neuerer Link ausgestellt.',
  linkUsedTitle: 'Dieser Link wurde bereits verwendet',
  linkUsed: 'Jeder Verbindungslink funktioniert nur einmal.',
  connectingOffTitle: 'Verbinden ist deaktiviert',
  connectingOff: (app, toolkit) => `${app} hat diese Möglichkeit, ${toolkit} zu verbinden, deaktiviert.`,
  connectingOffHint: 'Bitten Sie die App, sie zu aktivieren, und starten Sie das Verbinden dann erneut.',
  responseNotRecognisedTitle: 'Anmeldeantwort nicht erkannt',
  responseNotRecognised: 'Diese Anmeldeantwort gehört nicht zu diesem Verbindungslink.',
  responseNotRecognisedHint: 'Kehren Sie zur Verbindungsseite zurück und fahren Sie dort fort.',

  tooManyTitle: 'Zu viele Anmeldefenster geöffnet',
  tooManyForLink: (max, seconds) =>
    `${plural('de', max, { one: 'Für diesen Verbindungslink ist bereits # Anmeldefenster geöffnet.', other: 'Für diesen Verbindungslink sind bereits # Anmeldefenster geöffnet.' })} ${plural('de', seconds, { one: 'Schließen Sie den Vorgang in einem davon ab oder versuchen Sie es in # Sekunde erneut.', other: 'Schließen Sie den Vorgang in einem davon ab oder versuchen Sie es in # Sekunden erneut.' })}`,
  tooManyForService: (seconds) =>
    plural('de', seconds, {
      one: 'Gerade melden sich sehr viele Personen an. Bitte versuchen Sie es in # Sekunde erneut.',
      other: 'Gerade melden sich sehr viele Personen an. Bitte versuchen Sie es in # Sekunden erneut.',
    }),
  requestNotValidTitle: 'Ungültige Anmeldeanfrage',
  requestNotValidHint: 'Kehren Sie zur App zurück und starten Sie das Verbinden erneut.',
  noClientId: 'Der Anfrage fehlt die client_id.',
  unknownClient: (clientId) => `Hier ist keine App mit der Client-ID ${clientId} registriert.`,
  badRedirectUri: 'Die redirect_uri fehlt oder ist für diese App nicht registriert.',
  wrongClient: 'Dieser Verbindungslink meldet sich nicht mit dieser App an.',
  requestExpired: 'Diese Anmeldeanfrage ist abgelaufen oder wurde bereits beantwortet.',
};
