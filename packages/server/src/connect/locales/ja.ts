import type { Asker, HostedMessages } from './HostedMessages';
import { plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `ローカルプロジェクト ${who.localProject}`);

/** Japanese, です/ます: アカウント, 接続, アプリ, 許可 / 拒否. */
export const ja: HostedMessages = {
  logoAlt: (name) => `${name} のロゴ`,
  detailsForDevelopers: '開発者向けの詳細',

  connectHeading: (toolkit) => `${toolkit} を接続`,
  reconnectHeading: (toolkit) => `${toolkit} を再接続`,
  connectLead: (who, toolkit) => `${asker(who)} が ${toolkit} アカウントへの接続を求めています。`,
  reconnectLeadSignIn: (who, toolkit) =>
    `${asker(who)} が、接続済みの ${toolkit} アカウントへの再ログインを求めています。完了するまでアカウントはそのままです。`,
  reconnectLeadCredentials: (who, toolkit) =>
    `${asker(who)} が、接続済みの ${toolkit} アカウントの新しい認証情報を求めています。完了するまでアカウントはそのままです。`,
  reconnectLeadConfirm: (who, toolkit) =>
    `${asker(who)} が、接続済みの ${toolkit} アカウントの再確認を求めています。完了するまでアカウントはそのままです。`,
  accountAlias: (alias) => `アカウント: ${alias}`,
  oauthIntro: (toolkit) => `${toolkit} にログインし、アクセスを許可するかどうかを選びます。`,
  continueTo: (toolkit) => `${toolkit} に進む`,
  noCredentials: (toolkit) => `${toolkit} には認証情報は不要です。`,
  connect: '接続',
  reconnect: '再接続',
  cancel: 'キャンセル',
  footOAuth: (toolkit) => `ログインは ${toolkit} 上で行います。パスワードがこのアプリに渡ることはありません。`,
  footForm: (toolkit) => `ここに入力した内容は、${toolkit} アカウントの接続にのみ使用されます。`,
  choose: '選択してください…',

  fieldApiKey: 'APIキー',
  fieldAccessToken: 'アクセストークン',
  fieldUsername: 'ユーザー名',
  fieldPassword: 'パスワード',

  hintApiKey: 'アプリの開発者設定で作成した API キー',
  hintAccessToken: '個人用アクセストークンまたはベアラートークン',
  hintUsername: 'アカウントのユーザー名またはメールアドレス',
  hintPassword: 'パスワードまたはアプリパスワード',

  fixFields: '強調表示された項目を修正してください。',
  fieldRequired: (label) => `「${label}」を入力してください。`,
  chooseOneOf: (options) => `${new Intl.ListFormat('ja', { type: 'disjunction' }).format(options)} のいずれかを選んでください。`,
  mustBeNumber: (label) => `「${label}」には数値を入力してください。`,
  notAcceptedBy: (toolkit) => `${toolkit} で受け付けられませんでした。`,
  credentialsRejected: (toolkit) => `${toolkit} がこの認証情報を拒否しました。内容を確認して、もう一度お試しください。`,
  apiKeyRejected: (toolkit) => `${toolkit} がこの APIキーを拒否しました。内容を確認して、もう一度お試しください。`,

  signInTitle: (toolkit) => `${toolkit} にログイン`,
  consentHeading: (toolkit) => `${toolkit}（シミュレーションのプロバイダー）がアクセスの許可を求めています`,
  signedInAsDemo: (toolkit) => `${toolkit} にデモユーザーとしてログインしています。`,
  appAsksAccess: (app, toolkit) => `${app} が ${toolkit} アカウントへのアクセスを求めています。`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} が ${toolkit} アカウントへの次の権限でのアクセスを求めています：`,
  unknownAppAsksAccess: (toolkit) => `あるアプリが ${toolkit} アカウントへのアクセスを求めています。`,
  unknownAppAsksAccessWithScopes: (toolkit) => `あるアプリが ${toolkit} アカウントへの次の権限でのアクセスを求めています:`,
  allow: '許可',
  deny: '拒否',
  simulatedProvider: 'このプロバイダーはローカルサービスによるシミュレーションです。実際のアカウントは使われません。',
  usernameLabel: (toolkit) => `${toolkit} のユーザー名`,
  usernameNotRecognised: (toolkit) => `${toolkit} はこのユーザー名を認識できませんでした。確認して、もう一度お試しください。`,

  closeWindow: 'このウィンドウを閉じてかまいません。',
  closeWindowBackTo: (app) => `このウィンドウを閉じて ${app} に戻ってください。`,
  connectedTitle: (toolkit) => `${toolkit} を接続しました`,
  connectedMessage: 'アカウントを接続しました。',
  reconnectedMessage: 'アカウントを再接続しました。',
  connectionCancelledTitle: '接続をキャンセルしました',
  notConnected: (toolkit) => `${toolkit} は接続されていません。`,
  reconnectionCancelledTitle: '再接続をキャンセルしました',
  leftAsItWas: (toolkit) => `${toolkit} アカウントは元のままです。`,
  couldNotConnect: (toolkit) => `${toolkit} を接続できませんでした`,
  couldNotReconnect: (toolkit) => `${toolkit} を再接続できませんでした`,
  connectionFailed: '接続に失敗しました。',
  accessDenied: (toolkit) => `${toolkit} アカウントへのアクセスは許可されませんでした。`,
  providerFailed: (toolkit) => `${toolkit} 側で問題が発生したため、アカウントの接続を完了できませんでした。もう一度接続してください。`,
  signInFailed: (toolkit) => `${toolkit} へのログインに失敗しました。もう一度接続してください。`,

  startAgain: 'アプリに戻り、もう一度接続を始めて新しいリンクを取得してください。',
  linkNotFoundTitle: 'リンクが見つかりません',
  linkNotFound: 'この接続リンクは存在しません。',
  linkRemovedTitle: 'この接続は削除されました',
  linkRemoved: 'アプリがこの接続を削除しました。',
  linkExpiredTitle: 'このリンクは期限切れです',
  linkExpired: (minutes) => plural('ja', minutes, { other: '接続リンクの有効期間は # 分です。' }),
  linkReplacedTitle: 'このリンクは置き換えられました',
  linkReplaced: 'この接続には新しいリンクが発行されています。',
  linkUsedTitle: 'このリンクは使用済みです',
  linkUsed: '接続リンクは 1 回だけ使用できます。',
  connectingOffTitle: '接続はオフになっています',
  connectingOff: (app, toolkit) => `${app} は、この方法での ${toolkit} の接続を無効にしています。`,
  connectingOffHint: 'アプリに有効にするよう依頼してから、もう一度接続を始めてください。',
  responseNotRecognisedTitle: 'ログインの応答を認識できません',
  responseNotRecognised: 'このログインの応答は、この接続リンクのものではありません。',
  responseNotRecognisedHint: '接続ページに戻り、そこから続けてください。',

  tooManyTitle: '開いているログイン画面が多すぎます',
  tooManyForLink: (max, seconds) =>
    `${plural('ja', max, { other: 'この接続リンクでは、すでに # 個のログイン画面が開いています。' })}${plural('ja', seconds, { other: 'そのいずれかで完了するか、# 秒後にもう一度お試しください。' })}`,
  tooManyForService: (seconds) => plural('ja', seconds, { other: '現在ログインしている人が多すぎます。# 秒後にもう一度お試しください。' }),
  requestNotValidTitle: 'ログインのリクエストが無効です',
  requestNotValidHint: 'アプリに戻り、もう一度接続を始めてください。',
  noClientId: 'リクエストに client_id がありません。',
  unknownClient: (clientId) => `クライアント ID ${clientId} のアプリはここに登録されていません。`,
  badRedirectUri: 'redirect_uri がないか、このアプリに登録されていません。',
  wrongClient: 'この接続リンクは、このアプリでログインするものではありません。',
  requestExpired: 'このログインのリクエストは期限切れか、すでに応答済みです。',
};
