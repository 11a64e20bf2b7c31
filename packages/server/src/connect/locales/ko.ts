import type { Asker, HostedMessages } from './HostedMessages';
import { plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `로컬 프로젝트 ${who.localProject}`);

/** Korean, 합니다 form throughout: 계정, 연결, 앱, 허용 / 거부. */
export const ko: HostedMessages = {
  logoAlt: (name) => `${name} 로고`,
  detailsForDevelopers: '개발자용 세부 정보',

  connectHeading: (toolkit) => `${toolkit} 연결`,
  reconnectHeading: (toolkit) => `${toolkit} 다시 연결`,
  connectLead: (who, toolkit) => `${asker(who)}에서 ${toolkit} 계정 연결을 요청합니다.`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)}에서 연결된 ${toolkit} 계정에 다시 로그인하도록 요청합니다. 완료할 때까지 계정은 그대로 유지됩니다.`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)}에서 연결된 ${toolkit} 계정의 새 자격 증명을 요청합니다. 완료할 때까지 계정은 그대로 유지됩니다.`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)}에서 연결된 ${toolkit} 계정을 다시 확인하도록 요청합니다. 완료할 때까지 계정은 그대로 유지됩니다.`,
  accountAlias: (alias) => `계정: ${alias}`,
  oauthIntro: (toolkit) => `${toolkit}에 로그인한 다음 액세스를 허용할지 선택합니다.`,
  continueTo: (toolkit) => `${toolkit}(으)로 계속`,
  noCredentials: (toolkit) => `${toolkit}에는 자격 증명이 필요하지 않습니다.`,
  connect: '연결',
  reconnect: '다시 연결',
  cancel: '취소',
  footOAuth: (toolkit) => `로그인은 ${toolkit}에서 직접 합니다. 비밀번호는 이 앱과 공유되지 않습니다.`,
  footForm: (toolkit) => `여기에 입력한 내용은 ${toolkit} 계정을 연결하는 데만 사용됩니다.`,
  choose: '선택하세요…',

  fieldApiKey: 'API 키',
  fieldAccessToken: '액세스 토큰',
  fieldUsername: '사용자 이름',
  fieldPassword: '비밀번호',

  hintApiKey: '앱의 개발자 설정에서 만든 API 키',
  hintAccessToken: '개인 액세스 토큰 또는 Bearer 토큰',
  hintUsername: '계정 사용자 이름 또는 이메일',
  hintPassword: '비밀번호 또는 앱 비밀번호',

  fixFields: '표시된 항목을 수정하세요.',
  fieldRequired: (label) => `'${label}' 항목을 입력하세요.`,
  chooseOneOf: (options) => `${new Intl.ListFormat('ko', { type: 'disjunction' }).format(options)} 중 하나를 선택하세요.`,
  mustBeNumber: (label) => `'${label}' 항목은 숫자여야 합니다.`,
  notAcceptedBy: (toolkit) => `${toolkit}에서 받아들이지 않았습니다.`,
  credentialsRejected: (toolkit) => `${toolkit}에서 이 자격 증명을 거부했습니다. 확인한 후 다시 시도하세요.`,
  apiKeyRejected: (toolkit) => `${toolkit}에서 이 API 키를 거부했습니다. 확인한 후 다시 시도하세요.`,

  signInTitle: (toolkit) => `${toolkit}에 로그인`,
  consentHeading: (toolkit) => `${toolkit}(시뮬레이션 제공자)에서 액세스 권한 부여를 요청합니다`,
  signedInAsDemo: (toolkit) => `데모 사용자로 ${toolkit}에 로그인되어 있습니다.`,
  appAsksAccess: (app, toolkit) => `${app}에서 ${toolkit} 계정에 대한 액세스를 요청합니다.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app}에서 다음 권한으로 ${toolkit} 계정에 대한 액세스를 요청합니다.`,
  unknownAppAsksAccess: (toolkit) => `어떤 앱에서 ${toolkit} 계정에 대한 액세스를 요청합니다.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `어떤 앱에서 다음 권한으로 ${toolkit} 계정에 대한 액세스를 요청합니다.`,
  allow: '허용',
  deny: '거부',
  simulatedProvider: '이 제공자는 로컬 서비스가 시뮬레이션한 것으로, 실제 계정은 사용되지 않습니다.',
  usernameLabel: (toolkit) => `${toolkit} 사용자 이름`,
  usernameNotRecognised: (toolkit) => `${toolkit}에서 이 사용자 이름을 인식하지 못했습니다. 확인한 후 다시 시도하세요.`,

  closeWindow: '이제 이 창을 닫아도 됩니다.',
  closeWindowBackTo: (app) => `이제 이 창을 닫고 ${app}(으)로 돌아가도 됩니다.`,
  connectedTitle: (toolkit) => `${toolkit} 연결됨`,
  connectedMessage: '계정이 연결되었습니다.',
  reconnectedMessage: '계정이 다시 연결되었습니다.',
  connectionCancelledTitle: '연결이 취소됨',
  notConnected: (toolkit) => `${toolkit}이(가) 연결되지 않았습니다.`,
  reconnectionCancelledTitle: '다시 연결이 취소됨',
  leftAsItWas: (toolkit) => `${toolkit} 계정은 그대로 유지됩니다.`,
  couldNotConnect: (toolkit) => `${toolkit}을(를) 연결할 수 없습니다`,
  couldNotReconnect: (toolkit) => `${toolkit}을(를) 다시 연결할 수 없습니다`,
  connectionFailed: '연결하지 못했습니다.',
  accessDenied: (toolkit) => `${toolkit} 계정에 대한 액세스가 허용되지 않았습니다.`,
  providerFailed: (toolkit) => `${toolkit} 측에 문제가 있어 계정 연결을 완료하지 못했습니다. 다시 연결해 보세요.`,
  signInFailed: (toolkit) => `${toolkit}에 로그인하지 못했습니다. 다시 연결해 보세요.`,

  startAgain: '앱으로 돌아가 연결을 다시 시작하면 새 링크를 받을 수 있습니다.',
  linkNotFoundTitle: '링크를 찾을 수 없음',
  linkNotFound: '이 연결 링크는 존재하지 않습니다.',
  linkRemovedTitle: '이 연결은 삭제되었습니다',
  linkRemoved: '앱에서 이 연결을 삭제했습니다.',
  linkExpiredTitle: '이 링크는 만료되었습니다',
  linkExpired: (minutes) => plural('ko', minutes, { other: '연결 링크는 #분 동안 유효합니다.' }),
  linkReplacedTitle: '이 링크는 대체되었습니다',
  linkReplaced: '이 연결에 대해 새 링크가 발급되었습니다.',
  linkUsedTitle: '이미 사용된 링크입니다',
  linkUsed: '연결 링크는 한 번만 사용할 수 있습니다.',
  connectingOffTitle: '연결이 꺼져 있습니다',
  connectingOff: (app, toolkit) => `${app}에서 이 방법으로 ${toolkit}을(를) 연결하는 기능을 사용 중지했습니다.`,
  connectingOffHint: '앱에 사용 설정을 요청한 다음 연결을 다시 시작하세요.',
  responseNotRecognisedTitle: '로그인 응답을 인식할 수 없음',
  responseNotRecognised: '이 로그인 응답은 이 연결 링크의 응답이 아닙니다.',
  responseNotRecognisedHint: '연결 페이지로 돌아가 거기서 계속하세요.',

  tooManyTitle: '열려 있는 로그인 화면이 너무 많습니다',
  tooManyForLink: (max, seconds) =>
    `${plural('ko', max, { other: '이 연결 링크에 이미 로그인 화면이 #개 열려 있습니다.' })} ${plural('ko', seconds, { other: '그중 하나에서 완료하거나 #초 후에 다시 시도하세요.' })}`,
  tooManyForService: (seconds) => plural('ko', seconds, { other: '지금 로그인하는 사람이 너무 많습니다. #초 후에 다시 시도하세요.' }),
  requestNotValidTitle: '유효하지 않은 로그인 요청',
  requestNotValidHint: '앱으로 돌아가 연결을 다시 시작하세요.',
  noClientId: '요청에 client_id가 없습니다.',
  unknownClient: (clientId) => `클라이언트 ID가 ${clientId}인 앱이 여기에 등록되어 있지 않습니다.`,
  badRedirectUri: 'redirect_uri가 없거나 이 앱에 등록되어 있지 않습니다.',
  wrongClient: '이 연결 링크는 이 앱으로 로그인하지 않습니다.',
  requestExpired: '이 로그인 요청은 만료되었거나 이미 응답되었습니다.',
};
