import type { Asker, HostedMessages } from './HostedMessages';
import { eitherOf, plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `O projeto local ${who.localProject}`);

/** Brazilian Portuguese, "você": conta, conectar, app, permitir / recusar. */
export const ptBR: HostedMessages = {
  logoAlt: (name) => `Logotipo de ${name}`,
  detailsForDevelopers: 'Detalhes para desenvolvedores',

  connectHeading: (toolkit) => `Conectar ${toolkit}`,
  reconnectHeading: (toolkit) => `Reconectar ${toolkit}`,
  connectLead: (who, toolkit) => `${asker(who)} quer conectar sua conta do ${toolkit}.`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)} pede que você faça login de novo na sua conta conectada do ${toolkit}. Ela continua como está até você terminar.`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)} pede novas credenciais para sua conta conectada do ${toolkit}. Ela continua como está até você terminar.`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)} pede que você confirme de novo sua conta conectada do ${toolkit}. Ela continua como está até você terminar.`,
  accountAlias: (alias) => `Conta: ${alias}`,
  oauthIntro: (toolkit) => `Você vai fazer login no ${toolkit} e escolher se permite o acesso.`,
  continueTo: (toolkit) => `Continuar para ${toolkit}`,
  noCredentials: (toolkit) => `${toolkit} não precisa de credenciais.`,
  connect: 'Conectar',
  reconnect: 'Reconectar',
  cancel: 'Cancelar',
  footOAuth: (toolkit) => `Você faz login diretamente no ${toolkit}; sua senha não é compartilhada com este app.`,
  footForm: (toolkit) => `O que você digitar aqui é usado apenas para conectar sua conta do ${toolkit}.`,
  choose: 'Escolha…',

  fieldApiKey: 'Chave de API',
  fieldAccessToken: 'Token de acesso',
  fieldUsername: 'Nome de usuário',
  fieldPassword: 'Senha',

  hintApiKey: 'Chave de API criada nas configurações de desenvolvedor do app',
  hintAccessToken: 'Token de acesso pessoal ou token de portador',
  hintUsername: 'Nome de usuário ou e-mail da conta',
  hintPassword: 'Senha ou senha de app',

  fixFields: 'Corrija os campos destacados.',
  fieldRequired: (label) => `Preencha o campo “${label}”.`,
  chooseOneOf: (options) => `Escolha ${eitherOf('pt-BR', options)}.`,
  mustBeNumber: (label) => `O campo “${label}” precisa ser um número.`,
  notAcceptedBy: (toolkit) => `Não aceito pelo ${toolkit}.`,
  credentialsRejected: (toolkit) => `O ${toolkit} recusou essas credenciais. Confira e tente de novo.`,
  apiKeyRejected: (toolkit) => `O ${toolkit} recusou essa chave de API. Confira e tente de novo.`,

  signInTitle: (toolkit) => `Fazer login no ${toolkit}`,
  consentHeading: (toolkit) => `${toolkit} (provedor simulado) quer conceder acesso`,
  signedInAsDemo: (toolkit) => `Você está no ${toolkit} com a conta de demonstração.`,
  appAsksAccess: (app, toolkit) => `${app} pede acesso à sua conta do ${toolkit}.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} pede acesso à sua conta do ${toolkit} com estas permissões:`,
  unknownAppAsksAccess: (toolkit) => `Um app pede acesso à sua conta do ${toolkit}.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `Um app pede acesso à sua conta do ${toolkit} com estas permissões:`,
  allow: 'Permitir',
  deny: 'Recusar',
  simulatedProvider: 'Este provedor é simulado pelo serviço local; nenhuma conta real está envolvida.',
  usernameLabel: (toolkit) => `Nome de usuário do ${toolkit}`,
  usernameNotRecognised: (toolkit) => `O ${toolkit} não reconheceu esse nome de usuário. Confira e tente de novo.`,

  closeWindow: 'Você já pode fechar esta janela.',
  closeWindowBackTo: (app) => `Você já pode fechar esta janela e voltar para ${app}.`,
  connectedTitle: (toolkit) => `${toolkit} está conectado`,
  connectedMessage: 'Sua conta foi conectada.',
  reconnectedMessage: 'Sua conta foi reconectada.',
  connectionCancelledTitle: 'Conexão cancelada',
  notConnected: (toolkit) => `${toolkit} não foi conectado.`,
  reconnectionCancelledTitle: 'Reconexão cancelada',
  leftAsItWas: (toolkit) => `Sua conta do ${toolkit} continua como estava.`,
  couldNotConnect: (toolkit) => `Não foi possível conectar ${toolkit}`,
  couldNotReconnect: (toolkit) => `Não foi possível reconectar ${toolkit}`,
  connectionFailed: 'A conexão falhou.',
  accessDenied: (toolkit) => `O acesso à sua conta do ${toolkit} não foi concedido.`,
  providerFailed: (toolkit) => `O ${toolkit} teve um problema do lado dele e não conseguiu terminar de conectar sua conta. Tente conectar de novo.`,
  signInFailed: (toolkit) => `Não foi possível fazer login no ${toolkit}. Tente conectar de novo.`,

  startAgain: 'Volte para o app e comece a conectar de novo para receber um novo link.',
  linkNotFoundTitle: 'Link não encontrado',
  linkNotFound: 'Este link de conexão não existe.',
  linkRemovedTitle: 'Esta conexão foi removida',
  linkRemoved: 'O app removeu esta conexão.',
  linkExpiredTitle: 'Este link expirou',
  linkExpired: (minutes) =>
    plural('pt-BR', minutes, { one: 'Os links de conexão valem por # minuto.', other: 'Os links de conexão valem por # minutos.' }),
  linkReplacedTitle: 'Este link foi substituído',
  linkReplaced: 'Um link mais recente foi gerado para esta conexão.',
  linkUsedTitle: 'Este link já foi usado',
  linkUsed: 'Cada link de conexão funciona uma única vez.',
  connectingOffTitle: 'A conexão está desativada',
  connectingOff: (app, toolkit) => `${app} desativou esta forma de conectar ${toolkit}.`,
  connectingOffHint: 'Peça ao app para ativá-la e depois comece a conectar de novo.',
  responseNotRecognisedTitle: 'Resposta de login não reconhecida',
  responseNotRecognised: 'Esta resposta de login não pertence a este link de conexão.',
  responseNotRecognisedHint: 'Volte para a página de conexão e continue por lá.',

  tooManyTitle: 'Muitas telas de login abertas',
  tooManyForLink: (max, seconds) =>
    `${plural('pt-BR', max, { one: 'Este link de conexão já tem # tela de login aberta.', other: 'Este link de conexão já tem # telas de login abertas.' })} ${plural('pt-BR', seconds, { one: 'Termine em uma delas ou tente de novo em # segundo.', other: 'Termine em uma delas ou tente de novo em # segundos.' })}`,
  tooManyForService: (seconds) =>
    plural('pt-BR', seconds, {
      one: 'Muitas pessoas estão fazendo login agora. Tente de novo em # segundo.',
      other: 'Muitas pessoas estão fazendo login agora. Tente de novo em # segundos.',
    }),
  requestNotValidTitle: 'Solicitação de login inválida',
  requestNotValidHint: 'Volte para o app e comece a conectar de novo.',
  noClientId: 'A solicitação não tem client_id.',
  unknownClient: (clientId) => `Nenhum app com o ID de cliente ${clientId} está registrado aqui.`,
  badRedirectUri: 'A redirect_uri está faltando ou não está registrada para este app.',
  wrongClient: 'Este link de conexão não faz login com este app.',
  requestExpired: 'Esta solicitação de login expirou ou já foi respondida.',
};
