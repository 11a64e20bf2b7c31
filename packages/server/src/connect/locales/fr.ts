import type { Asker, HostedMessages } from './HostedMessages';
import { eitherOf, plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `Le projet local ${who.localProject}`);

/** French, "vous" form: compte, connecter, application, autoriser / refuser. */
export const fr: HostedMessages = {
  logoAlt: (name) => `Logo de ${name}`,
  detailsForDevelopers: 'Détails pour les développeurs',

  connectHeading: (toolkit) => `Connecter ${toolkit}`,
  reconnectHeading: (toolkit) => `Reconnecter ${toolkit}`,
  connectLead: (who, toolkit) => `${asker(who)} souhaite connecter votre compte ${toolkit}.`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)} vous demande de vous reconnecter à votre compte ${toolkit} déjà connecté. Il reste inchangé tant que vous n’avez pas terminé.`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)} demande de nouveaux identifiants pour votre compte ${toolkit} déjà connecté. Il reste inchangé tant que vous n’avez pas terminé.`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)} vous demande de confirmer à nouveau votre compte ${toolkit} déjà connecté. Il reste inchangé tant que vous n’avez pas terminé.`,
  accountAlias: (alias) => `Compte\u00a0: ${alias}`,
  oauthIntro: (toolkit) => `Vous allez vous connecter sur ${toolkit} et choisir d’autoriser ou non l’accès.`,
  continueTo: (toolkit) => `Continuer vers ${toolkit}`,
  noCredentials: (toolkit) => `${toolkit} ne demande aucun identifiant.`,
  connect: 'Connecter',
  reconnect: 'Reconnecter',
  cancel: 'Annuler',
  footOAuth: (toolkit) => `Vous vous connectez directement sur ${toolkit} ; votre mot de passe n’est pas communiqué à cette application.`,
  footForm: (toolkit) => `Ce que vous saisissez ici sert uniquement à connecter votre compte ${toolkit}.`,
  choose: 'Choisissez…',

  fieldApiKey: 'Clé API',
  fieldAccessToken: 'Jeton d’accès',
  fieldUsername: 'Nom d’utilisateur',
  fieldPassword: 'Mot de passe',

  hintApiKey: 'Clé API créée dans les paramètres développeur de l’application',
  hintAccessToken: 'Jeton d’accès personnel ou jeton porteur',
  hintUsername: 'Nom d’utilisateur ou adresse e-mail du compte',
  hintPassword: 'Mot de passe ou mot de passe d’application',

  fixFields: 'Veuillez corriger les champs signalés.',
  fieldRequired: (label) => `Veuillez renseigner le champ «\u00a0${label}\u00a0».`,
  chooseOneOf: (options) => `Choisissez ${eitherOf('fr', options)}.`,
  mustBeNumber: (label) => `Le champ «\u00a0${label}\u00a0» doit contenir un nombre.`,
  notAcceptedBy: (toolkit) => `Refusé par ${toolkit}.`,
  credentialsRejected: (toolkit) => `${toolkit} a refusé ces identifiants. Vérifiez-les et réessayez.`,
  apiKeyRejected: (toolkit) => `${toolkit} a refusé cette clé API. Vérifiez-la et réessayez.`,

  signInTitle: (toolkit) => `Se connecter à ${toolkit}`,
  consentHeading: (toolkit) => `${toolkit} (fournisseur simulé) souhaite accorder un accès`,
  signedInAsDemo: (toolkit) => `Vous êtes sur ${toolkit} avec le compte de démonstration.`,
  appAsksAccess: (app, toolkit) => `${app} demande l’accès à votre compte ${toolkit}.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} demande l’accès à votre compte ${toolkit} avec ces autorisations\u00a0:`,
  unknownAppAsksAccess: (toolkit) => `Une application demande l’accès à votre compte ${toolkit}.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `Une application demande l’accès à votre compte ${toolkit} avec ces autorisations\u00a0:`,
  allow: 'Autoriser',
  deny: 'Refuser',
  simulatedProvider: 'Ce fournisseur est simulé par le service local ; aucun compte réel n’est concerné.',
  usernameLabel: (toolkit) => `Nom d’utilisateur ${toolkit}`,
  usernameNotRecognised: (toolkit) => `${toolkit} ne reconnaît pas ce nom d’utilisateur. Vérifiez-le et réessayez.`,

  closeWindow: 'Vous pouvez fermer cette fenêtre.',
  closeWindowBackTo: (app) => `Vous pouvez fermer cette fenêtre et revenir à ${app}.`,
  connectedTitle: (toolkit) => `${toolkit} est connecté`,
  connectedMessage: 'Votre compte a bien été connecté.',
  reconnectedMessage: 'Votre compte a bien été reconnecté.',
  connectionCancelledTitle: 'Connexion annulée',
  notConnected: (toolkit) => `${toolkit} n’a pas été connecté.`,
  reconnectionCancelledTitle: 'Reconnexion annulée',
  leftAsItWas: (toolkit) => `Votre compte ${toolkit} est resté inchangé.`,
  couldNotConnect: (toolkit) => `Impossible de connecter ${toolkit}`,
  couldNotReconnect: (toolkit) => `Impossible de reconnecter ${toolkit}`,
  connectionFailed: 'La connexion a échoué.',
  accessDenied: (toolkit) => `L’accès à votre compte ${toolkit} n’a pas été accordé.`,
  providerFailed: (toolkit) => `${toolkit} a rencontré un problème de son côté et n’a pas pu terminer la connexion de votre compte. Réessayez.`,
  signInFailed: (toolkit) => `La connexion à ${toolkit} n’a pas abouti. Réessayez.`,

  startAgain: 'Revenez à l’application et relancez la connexion pour obtenir un nouveau lien.',
  linkNotFoundTitle: 'Lien introuvable',
  linkNotFound: 'Ce lien de connexion n’existe pas.',
  linkRemovedTitle: 'Cette connexion a été supprimée',
  linkRemoved: 'L’application a supprimé cette connexion.',
  linkExpiredTitle: 'Ce lien a expiré',
  linkExpired: (minutes) =>
    plural('fr', minutes, { one: 'Les liens de connexion sont valables # minute.', other: 'Les liens de connexion sont valables # minutes.' }),
  linkReplacedTitle: 'Ce lien a été remplacé',
  linkReplaced: 'Un lien plus récent a été créé pour cette connexion.',
  linkUsedTitle: 'Ce lien a déjà été utilisé',
  linkUsed: 'Chaque lien de connexion ne fonctionne qu’une fois.',
  connectingOffTitle: 'La connexion est désactivée',
  connectingOff: (app, toolkit) => `${app} a désactivé ce moyen de connecter ${toolkit}.`,
  connectingOffHint: 'Demandez à l’application de l’activer, puis relancez la connexion.',
  responseNotRecognisedTitle: 'Réponse de connexion non reconnue',
  responseNotRecognised: 'Cette réponse de connexion ne correspond pas à ce lien de connexion.',
  responseNotRecognisedHint: 'Revenez à la page de connexion et continuez à partir de là.',

  tooManyTitle: 'Trop de fenêtres de connexion ouvertes',
  tooManyForLink: (max, seconds) =>
    `${plural('fr', max, { one: 'Ce lien de connexion a déjà # fenêtre de connexion ouverte.', other: 'Ce lien de connexion a déjà # fenêtres de connexion ouvertes.' })} ${plural('fr', seconds, { one: 'Terminez dans l’une d’elles, ou réessayez dans # seconde.', other: 'Terminez dans l’une d’elles, ou réessayez dans # secondes.' })}`,
  tooManyForService: (seconds) =>
    plural('fr', seconds, {
      one: 'Trop de personnes se connectent en ce moment. Réessayez dans # seconde.',
      other: 'Trop de personnes se connectent en ce moment. Réessayez dans # secondes.',
    }),
  requestNotValidTitle: 'Demande de connexion non valide',
  requestNotValidHint: 'Revenez à l’application et relancez la connexion.',
  noClientId: 'La demande ne contient pas de client_id.',
  unknownClient: (clientId) => `Aucune application avec l’ID client ${clientId} n’est enregistrée ici.`,
  badRedirectUri: 'La redirect_uri est absente ou n’est pas enregistrée pour cette application.',
  wrongClient: 'Ce lien de connexion n’utilise pas cette application pour se connecter.',
  requestExpired: 'Cette demande de connexion a expiré ou a déjà reçu une réponse.',
};
