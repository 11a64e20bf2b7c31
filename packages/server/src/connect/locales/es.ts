import type { Asker, HostedMessages } from './HostedMessages';
import { eitherOf, plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `El proyecto local ${who.localProject}`);

/** Spanish, "tú" form as most product UI: cuenta, conectar, aplicación, permitir / denegar. */
export const es: HostedMessages = {
  logoAlt: (name) => `Logotipo de ${name}`,
  detailsForDevelopers: 'Detalles para desarrolladores',

  connectHeading: (toolkit) => `Conectar ${toolkit}`,
  reconnectHeading: (toolkit) => `Volver a conectar ${toolkit}`,
  connectLead: (who, toolkit) => `${asker(who)} quiere conectar tu cuenta de ${toolkit}.`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)} te pide que vuelvas a iniciar sesión en tu cuenta conectada de ${toolkit}. Se queda como está hasta que termines.`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)} te pide credenciales nuevas para tu cuenta conectada de ${toolkit}. Se queda como está hasta que termines.`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)} te pide que vuelvas a confirmar tu cuenta conectada de ${toolkit}. Se queda como está hasta que termines.`,
  accountAlias: (alias) => `Cuenta: ${alias}`,
  oauthIntro: (toolkit) => `Iniciarás sesión en ${toolkit} y elegirás si permites el acceso.`,
  continueTo: (toolkit) => `Continuar a ${toolkit}`,
  noCredentials: (toolkit) => `${toolkit} no necesita credenciales.`,
  connect: 'Conectar',
  reconnect: 'Volver a conectar',
  cancel: 'Cancelar',
  footOAuth: (toolkit) => `Inicias sesión en el propio ${toolkit}; tu contraseña no se comparte con esta aplicación.`,
  footForm: (toolkit) => `Lo que introduzcas aquí solo se usa para conectar tu cuenta de ${toolkit}.`,
  choose: 'Elige…',

  fieldApiKey: 'Clave de API',
  fieldAccessToken: 'Token de acceso',
  fieldUsername: 'Nombre de usuario',
  fieldPassword: 'Contraseña',

  hintApiKey: 'Clave de API creada en la configuración para desarrolladores de la app',
  hintAccessToken: 'Token de acceso personal o token de portador',
  hintUsername: 'Nombre de usuario o correo electrónico de la cuenta',
  hintPassword: 'Contraseña o contraseña de aplicación',

  fixFields: 'Corrige los campos marcados.',
  fieldRequired: (label) => `Rellena el campo «${label}».`,
  chooseOneOf: (options) => `Elige ${eitherOf('es', options)}.`,
  mustBeNumber: (label) => `El campo «${label}» debe ser un número.`,
  notAcceptedBy: (toolkit) => `${toolkit} no lo aceptó.`,
  credentialsRejected: (toolkit) => `${toolkit} rechazó estas credenciales. Revísalas y vuelve a intentarlo.`,
  apiKeyRejected: (toolkit) => `${toolkit} rechazó esta clave de API. Revísala y vuelve a intentarlo.`,

  signInTitle: (toolkit) => `Iniciar sesión en ${toolkit}`,
  consentHeading: (toolkit) => `${toolkit} (proveedor simulado) quiere conceder acceso`,
  signedInAsDemo: (toolkit) => `Has iniciado sesión en ${toolkit} como el usuario de demostración.`,
  appAsksAccess: (app, toolkit) => `${app} solicita acceso a tu cuenta de ${toolkit}.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} solicita acceso a tu cuenta de ${toolkit} con estos permisos:`,
  unknownAppAsksAccess: (toolkit) => `Una aplicación solicita acceso a tu cuenta de ${toolkit}.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `Una aplicación solicita acceso a tu cuenta de ${toolkit} con estos permisos:`,
  allow: 'Permitir',
  deny: 'Rechazar',
  simulatedProvider: 'Este proveedor lo simula el servicio local; no interviene ninguna cuenta real.',
  usernameLabel: (toolkit) => `Nombre de usuario de ${toolkit}`,
  usernameNotRecognised: (toolkit) => `${toolkit} no reconoce ese nombre de usuario. Revísalo y vuelve a intentarlo.`,

  closeWindow: 'Ya puedes cerrar esta ventana.',
  closeWindowBackTo: (app) => `Ya puedes cerrar esta ventana y volver a ${app}.`,
  connectedTitle: (toolkit) => `${toolkit} está conectado`,
  connectedMessage: 'Tu cuenta se conectó correctamente.',
  reconnectedMessage: 'Tu cuenta se volvió a conectar correctamente.',
  connectionCancelledTitle: 'Conexión cancelada',
  notConnected: (toolkit) => `${toolkit} no se conectó.`,
  reconnectionCancelledTitle: 'Reconexión cancelada',
  leftAsItWas: (toolkit) => `Tu cuenta de ${toolkit} se quedó como estaba.`,
  couldNotConnect: (toolkit) => `No se pudo conectar ${toolkit}`,
  couldNotReconnect: (toolkit) => `No se pudo volver a conectar ${toolkit}`,
  connectionFailed: 'La conexión falló.',
  accessDenied: (toolkit) => `No se concedió el acceso a tu cuenta de ${toolkit}.`,
  providerFailed: (toolkit) => `${toolkit} tuvo un problema por su parte y no pudo terminar de conectar tu cuenta. Vuelve a intentarlo.`,
  signInFailed: (toolkit) => `No se pudo iniciar sesión en ${toolkit}. Vuelve a intentarlo.`,

  startAgain: 'Vuelve a la aplicación y empieza a conectar de nuevo para obtener un enlace nuevo.',
  linkNotFoundTitle: 'Enlace no encontrado',
  linkNotFound: 'Este enlace de conexión no existe.',
  linkRemovedTitle: 'Esta conexión se eliminó',
  linkRemoved: 'La aplicación eliminó esta conexión.',
  linkExpiredTitle: 'Este enlace caducó',
  linkExpired: (minutes) =>
    plural('es', minutes, {
      one: 'Los enlaces de conexión funcionan durante # minuto.',
      other: 'Los enlaces de conexión funcionan durante # minutos.',
    }),
  linkReplacedTitle: 'Este enlace se sustituyó',
  linkReplaced: 'Se emitió un enlace más reciente para esta conexión.',
  linkUsedTitle: 'Este enlace ya se usó',
  linkUsed: 'Cada enlace de conexión funciona una sola vez.',
  connectingOffTitle: 'La conexión está desactivada',
  connectingOff: (app, toolkit) => `${app} desactivó esta forma de conectar ${toolkit}.`,
  connectingOffHint: 'Pide a la aplicación que la active y vuelve a empezar a conectar.',
  responseNotRecognisedTitle: 'Respuesta de inicio de sesión no reconocida',
  responseNotRecognised: 'Esta respuesta de inicio de sesión no pertenece a este enlace de conexión.',
  responseNotRecognisedHint: 'Vuelve a la página de conexión y continúa desde allí.',

  tooManyTitle: 'Demasiadas pantallas de inicio de sesión abiertas',
  tooManyForLink: (max, seconds) =>
    `${plural('es', max, { one: 'Este enlace de conexión ya tiene # pantalla de inicio de sesión abierta.', other: 'Este enlace de conexión ya tiene # pantallas de inicio de sesión abiertas.' })} ${plural('es', seconds, { one: 'Termina en una de ellas o vuelve a intentarlo dentro de # segundo.', other: 'Termina en una de ellas o vuelve a intentarlo dentro de # segundos.' })}`,
  tooManyForService: (seconds) =>
    plural('es', seconds, {
      one: 'Hay demasiadas personas iniciando sesión ahora mismo. Vuelve a intentarlo dentro de # segundo.',
      other: 'Hay demasiadas personas iniciando sesión ahora mismo. Vuelve a intentarlo dentro de # segundos.',
    }),
  requestNotValidTitle: 'Solicitud de inicio de sesión no válida',
  requestNotValidHint: 'Vuelve a la aplicación y empieza a conectar de nuevo.',
  noClientId: 'La solicitud no tiene client_id.',
  unknownClient: (clientId) => `Aquí no hay registrada ninguna aplicación con el ID de cliente ${clientId}.`,
  badRedirectUri: 'Falta la redirect_uri o no está registrada para esta aplicación.',
  wrongClient: 'Este enlace de conexión no inicia sesión con esta aplicación.',
  requestExpired: 'Esta solicitud de inicio de sesión caducó o ya se respondió.',
};
