import type { Asker, HostedMessages } from './HostedMessages';
import { eitherOf, plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `Il progetto locale ${who.localProject}`);

/** Italian, informal "tu" as most product UI: account, collegare, app, consenti / rifiuta. */
export const it: HostedMessages = {
  logoAlt: (name) => `Logo di ${name}`,
  detailsForDevelopers: 'Dettagli per sviluppatori',

  connectHeading: (toolkit) => `Collega ${toolkit}`,
  reconnectHeading: (toolkit) => `Ricollega ${toolkit}`,
  connectLead: (who, toolkit) => `${asker(who)} chiede di collegare il tuo account ${toolkit}.`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)} ti chiede di accedere di nuovo al tuo account ${toolkit} collegato. Resta invariato finché non hai finito.`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)} ti chiede nuove credenziali per il tuo account ${toolkit} collegato. Resta invariato finché non hai finito.`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)} ti chiede di confermare di nuovo il tuo account ${toolkit} collegato. Resta invariato finché non hai finito.`,
  accountAlias: (alias) => `Account: ${alias}`,
  oauthIntro: (toolkit) => `Accederai a ${toolkit} e sceglierai se consentire l’accesso.`,
  continueTo: (toolkit) => `Continua su ${toolkit}`,
  noCredentials: (toolkit) => `${toolkit} non richiede credenziali.`,
  connect: 'Collega',
  reconnect: 'Ricollega',
  cancel: 'Annulla',
  footOAuth: (toolkit) => `Accedi direttamente su ${toolkit}; la tua password non viene condivisa con questa app.`,
  footForm: (toolkit) => `Quello che inserisci qui serve solo a collegare il tuo account ${toolkit}.`,
  choose: 'Scegli…',

  fieldApiKey: 'Chiave API',
  fieldAccessToken: 'Token di accesso',
  fieldUsername: 'Nome utente',
  fieldPassword: 'Password',

  hintApiKey: 'Chiave API creata nelle impostazioni sviluppatore dell’app',
  hintAccessToken: 'Token di accesso personale o token bearer',
  hintUsername: 'Nome utente o email dell’account',
  hintPassword: 'Password o password per le app',

  fixFields: 'Correggi i campi evidenziati.',
  fieldRequired: (label) => `Compila il campo “${label}”.`,
  chooseOneOf: (options) => `Scegli ${eitherOf('it', options)}.`,
  mustBeNumber: (label) => `Il campo “${label}” deve essere un numero.`,
  notAcceptedBy: (toolkit) => `Non accettato da ${toolkit}.`,
  credentialsRejected: (toolkit) => `${toolkit} ha rifiutato queste credenziali. Controllale e riprova.`,
  apiKeyRejected: (toolkit) => `${toolkit} ha rifiutato questa chiave API. Controllala e riprova.`,

  signInTitle: (toolkit) => `Accedi a ${toolkit}`,
  consentHeading: (toolkit) => `${toolkit} (provider simulato) vuole concedere l’accesso`,
  signedInAsDemo: (toolkit) => `Stai usando ${toolkit} con l’account demo.`,
  appAsksAccess: (app, toolkit) => `${app} chiede di accedere al tuo account ${toolkit}.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} chiede di accedere al tuo account ${toolkit} con queste autorizzazioni:`,
  unknownAppAsksAccess: (toolkit) => `Un’app chiede di accedere al tuo account ${toolkit}.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `Un’app chiede di accedere al tuo account ${toolkit} con queste autorizzazioni:`,
  allow: 'Consenti',
  deny: 'Rifiuta',
  simulatedProvider: 'Questo provider è simulato dal servizio locale; non è coinvolto nessun account reale.',
  usernameLabel: (toolkit) => `Nome utente ${toolkit}`,
  usernameNotRecognised: (toolkit) => `${toolkit} non riconosce questo nome utente. Controllalo e riprova.`,

  closeWindow: 'Ora puoi chiudere questa finestra.',
  closeWindowBackTo: (app) => `Ora puoi chiudere questa finestra e tornare a ${app}.`,
  connectedTitle: (toolkit) => `${toolkit} è collegato`,
  connectedMessage: 'Il tuo account è stato collegato.',
  reconnectedMessage: 'Il tuo account è stato ricollegato.',
  connectionCancelledTitle: 'Collegamento annullato',
  notConnected: (toolkit) => `${toolkit} non è stato collegato.`,
  reconnectionCancelledTitle: 'Ricollegamento annullato',
  leftAsItWas: (toolkit) => `Il tuo account ${toolkit} è rimasto com’era.`,
  couldNotConnect: (toolkit) => `Impossibile collegare ${toolkit}`,
  couldNotReconnect: (toolkit) => `Impossibile ricollegare ${toolkit}`,
  connectionFailed: 'Il collegamento non è riuscito.',
  accessDenied: (toolkit) => `L’accesso al tuo account ${toolkit} non è stato concesso.`,
  providerFailed: (toolkit) => `${toolkit} ha avuto un problema e non è riuscito a completare il collegamento del tuo account. Riprova.`,
  signInFailed: (toolkit) => `L’accesso a ${toolkit} non è riuscito. Riprova.`,

  startAgain: 'Torna all’app e ricomincia il collegamento per ricevere un nuovo link.',
  linkNotFoundTitle: 'Link non trovato',
  linkNotFound: 'Questo link di collegamento non esiste.',
  linkRemovedTitle: 'Questo collegamento è stato rimosso',
  linkRemoved: 'L’app ha rimosso questo collegamento.',
  linkExpiredTitle: 'Questo link è scaduto',
  linkExpired: (minutes) =>
    plural('it', minutes, { one: 'I link di collegamento valgono # minuto.', other: 'I link di collegamento valgono # minuti.' }),
  linkReplacedTitle: 'Questo link è stato sostituito',
  linkReplaced: 'Per questo collegamento è stato creato un link più recente.',
  linkUsedTitle: 'Questo link è già stato usato',
  linkUsed: 'Ogni link di collegamento funziona una sola volta.',
  connectingOffTitle: 'Il collegamento è disattivato',
  connectingOff: (app, toolkit) => `${app} ha disattivato questo modo di collegare ${toolkit}.`,
  connectingOffHint: 'Chiedi all’app di attivarlo, poi ricomincia il collegamento.',
  responseNotRecognisedTitle: 'Risposta di accesso non riconosciuta',
  responseNotRecognised: 'Questa risposta di accesso non appartiene a questo link di collegamento.',
  responseNotRecognisedHint: 'Torna alla pagina di collegamento e continua da lì.',

  tooManyTitle: 'Troppe schermate di accesso aperte',
  tooManyForLink: (max, seconds) =>
    `${plural('it', max, { one: 'Questo link di collegamento ha già # schermata di accesso aperta.', other: 'Questo link di collegamento ha già # schermate di accesso aperte.' })} ${plural('it', seconds, { one: 'Completa l’accesso in una di queste o riprova tra # secondo.', other: 'Completa l’accesso in una di queste o riprova tra # secondi.' })}`,
  tooManyForService: (seconds) =>
    plural('it', seconds, {
      one: 'In questo momento stanno accedendo troppe persone. Riprova tra # secondo.',
      other: 'In questo momento stanno accedendo troppe persone. Riprova tra # secondi.',
    }),
  requestNotValidTitle: 'Richiesta di accesso non valida',
  requestNotValidHint: 'Torna all’app e ricomincia il collegamento.',
  noClientId: 'La richiesta non contiene il client_id.',
  unknownClient: (clientId) => `Qui non è registrata nessuna app con l’ID client ${clientId}.`,
  badRedirectUri: 'La redirect_uri manca o non è registrata per questa app.',
  wrongClient: 'Questo link di collegamento non accede con questa app.',
  requestExpired: 'Questa richiesta di accesso è scaduta o ha già ricevuto risposta.',
};
