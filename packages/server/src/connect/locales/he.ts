import type { Asker, HostedMessages } from './HostedMessages';
import { plural } from './plural';

/** "{asker} asks": an app (אפליקציה) asks in the feminine, a project (פרויקט) in the masculine. */
const asks = (who: Asker): string => ('app' in who ? `${who.app} מבקשת` : `הפרויקט המקומי ${who.localProject} מבקש`);

/**
 * Hebrew, right to left, gender-neutral: infinitives and impersonal forms
 * ("יש להזין", "אפשר לסגור") rather than a masculine or feminine "you".
 * חשבון, חיבור, אפליקציה, אישור / דחייה.
 */
export const he: HostedMessages = {
  logoAlt: (name) => `הלוגו של ${name}`,
  detailsForDevelopers: 'פרטים למפתחים',

  connectHeading: (toolkit) => `חיבור ${toolkit}`,
  reconnectHeading: (toolkit) => `חיבור מחדש של ${toolkit}`,
  connectLead: (who, toolkit) => `${asks(who)} לחבר את חשבון ה-${toolkit} שלך.`,
  reconnectLeadSignIn: (who, toolkit) => `${asks(who)} להיכנס שוב לחשבון ה-${toolkit} המחובר שלך. החשבון נשאר כמו שהוא עד לסיום התהליך.`,
  reconnectLeadCredentials: (who, toolkit) => `${asks(who)} פרטי כניסה חדשים לחשבון ה-${toolkit} המחובר שלך. החשבון נשאר כמו שהוא עד לסיום התהליך.`,
  reconnectLeadConfirm: (who, toolkit) => `${asks(who)} לאשר שוב את חשבון ה-${toolkit} המחובר שלך. החשבון נשאר כמו שהוא עד לסיום התהליך.`,
  accountAlias: (alias) => `חשבון: ${alias}`,
  oauthIntro: (toolkit) => `הכניסה תתבצע ב-${toolkit}, ושם אפשר לבחור אם לאשר גישה.`,
  continueTo: (toolkit) => `המשך אל ${toolkit}`,
  noCredentials: (toolkit) => `אין צורך בפרטי כניסה ל-${toolkit}.`,
  connect: 'חיבור',
  reconnect: 'חיבור מחדש',
  cancel: 'ביטול',
  footOAuth: (toolkit) => `הכניסה מתבצעת ב-${toolkit} עצמה; הסיסמה לא נמסרת לאפליקציה הזו.`,
  footForm: (toolkit) => `הפרטים שמוזנים כאן משמשים רק לחיבור חשבון ה-${toolkit}.`,
  choose: 'בחירה…',

  fieldApiKey: 'מפתח API',
  fieldAccessToken: 'אסימון גישה',
  fieldUsername: 'שם משתמש',
  fieldPassword: 'סיסמה',

  hintApiKey: 'מפתח API שנוצר בהגדרות המפתחים של האפליקציה',
  hintAccessToken: 'אסימון גישה אישי או אסימון נושא',
  hintUsername: 'שם המשתמש או כתובת האימייל של החשבון',
  hintPassword: 'סיסמה או סיסמת אפליקציה',

  fixFields: 'יש לתקן את השדות המסומנים.',
  fieldRequired: (label) => `יש למלא את השדה "${label}".`,
  chooseOneOf: (options) => `יש לבחור ${new Intl.ListFormat('he', { type: 'disjunction' }).format(options)}.`,
  mustBeNumber: (label) => `השדה "${label}" חייב להכיל מספר.`,
  notAcceptedBy: (toolkit) => `לא התקבל על ידי ${toolkit}.`,
  credentialsRejected: (toolkit) => `${toolkit} דחתה את פרטי הכניסה האלה. כדאי לבדוק אותם ולנסות שוב.`,
  apiKeyRejected: (toolkit) => `${toolkit} דחתה את מפתח ה-API הזה. כדאי לבדוק אותו ולנסות שוב.`,

  signInTitle: (toolkit) => `כניסה ל-${toolkit}`,
  consentHeading: (toolkit) => `הספק המדומה ${toolkit} מבקש להעניק גישה`,
  signedInAsDemo: (toolkit) => `הכניסה ל-${toolkit} היא כמשתמש ההדגמה.`,
  appAsksAccess: (app, toolkit) => `${app} מבקשת גישה לחשבון ה-${toolkit} שלך.`,
  appAsksAccessWithScopes: (app, toolkit) => `${app} מבקשת גישה לחשבון ה-${toolkit} שלך עם ההרשאות האלה:`,
  unknownAppAsksAccess: (toolkit) => `אפליקציה מבקשת גישה לחשבון ה-${toolkit} שלך.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `אפליקציה מבקשת גישה לחשבון ה-${toolkit} שלך עם ההרשאות האלה:`,
  allow: 'אישור',
  deny: 'דחייה',
  simulatedProvider: 'הספק הזה מדומה על ידי השירות המקומי; לא מעורב בו חשבון אמיתי.',
  usernameLabel: (toolkit) => `שם משתמש ב-${toolkit}`,
  usernameNotRecognised: (toolkit) => `${toolkit} לא מזהה את שם המשתמש הזה. כדאי לבדוק אותו ולנסות שוב.`,

  closeWindow: 'אפשר לסגור את החלון הזה.',
  closeWindowBackTo: (app) => `אפשר לסגור את החלון הזה ולחזור אל ${app}.`,
  connectedTitle: (toolkit) => `${toolkit} מחוברת`,
  connectedMessage: 'החשבון חובר בהצלחה.',
  reconnectedMessage: 'החשבון חובר מחדש בהצלחה.',
  connectionCancelledTitle: 'החיבור בוטל',
  notConnected: (toolkit) => `${toolkit} לא חוברה.`,
  reconnectionCancelledTitle: 'החיבור מחדש בוטל',
  leftAsItWas: (toolkit) => `חשבון ה-${toolkit} נשאר כמו שהיה.`,
  couldNotConnect: (toolkit) => `לא ניתן לחבר את ${toolkit}`,
  couldNotReconnect: (toolkit) => `לא ניתן לחבר מחדש את ${toolkit}`,
  connectionFailed: 'החיבור נכשל.',
  accessDenied: (toolkit) => `לא ניתנה גישה לחשבון ה-${toolkit}.`,
  providerFailed: (toolkit) => `ב-${toolkit} הייתה תקלה, ולכן לא ניתן היה לסיים את חיבור החשבון. כדאי לנסות לחבר שוב.`,
  signInFailed: (toolkit) => `הכניסה ל-${toolkit} לא הצליחה. כדאי לנסות לחבר שוב.`,

  startAgain: 'כדי לקבל קישור חדש, יש לחזור לאפליקציה ולהתחיל את החיבור מחדש.',
  linkNotFoundTitle: 'הקישור לא נמצא',
  linkNotFound: 'קישור החיבור הזה לא קיים.',
  linkRemovedTitle: 'החיבור הזה הוסר',
  linkRemoved: 'האפליקציה הסירה את החיבור הזה.',
  linkExpiredTitle: 'תוקף הקישור הזה פג',
  linkExpired: (minutes) =>
    plural('he', minutes, {
      one: 'קישורי חיבור פועלים במשך דקה אחת.',
      two: 'קישורי חיבור פועלים במשך שתי דקות.',
      other: 'קישורי חיבור פועלים במשך # דקות.',
    }),
  linkReplacedTitle: 'הקישור הזה הוחלף',
  linkReplaced: 'הונפק קישור חדש יותר לחיבור הזה.',
  linkUsedTitle: 'כבר נעשה שימוש בקישור הזה',
  linkUsed: 'כל קישור חיבור פועל פעם אחת בלבד.',
  connectingOffTitle: 'החיבור כבוי',
  connectingOff: (app, toolkit) => `${app} השביתה את הדרך הזו לחיבור ${toolkit}.`,
  connectingOffHint: 'יש לבקש מהאפליקציה להפעיל אותה, ואז להתחיל את החיבור מחדש.',
  responseNotRecognisedTitle: 'תגובת הכניסה לא זוהתה',
  responseNotRecognised: 'תגובת הכניסה הזו לא שייכת לקישור החיבור הזה.',
  responseNotRecognisedHint: 'יש לחזור לדף החיבור ולהמשיך משם.',

  tooManyTitle: 'יותר מדי מסכי כניסה פתוחים',
  tooManyForLink: (max, seconds) =>
    `${plural('he', max, {
      one: 'לקישור החיבור הזה כבר פתוח מסך כניסה אחד.',
      two: 'לקישור החיבור הזה כבר פתוחים שני מסכי כניסה.',
      other: 'לקישור החיבור הזה כבר פתוחים # מסכי כניסה.',
    })} ${plural('he', seconds, {
      one: 'אפשר לסיים באחד מהם, או לנסות שוב בעוד שנייה.',
      two: 'אפשר לסיים באחד מהם, או לנסות שוב בעוד שתי שניות.',
      other: 'אפשר לסיים באחד מהם, או לנסות שוב בעוד # שניות.',
    })}`,
  tooManyForService: (seconds) =>
    plural('he', seconds, {
      one: 'יותר מדי אנשים נכנסים כרגע. אפשר לנסות שוב בעוד שנייה.',
      two: 'יותר מדי אנשים נכנסים כרגע. אפשר לנסות שוב בעוד שתי שניות.',
      other: 'יותר מדי אנשים נכנסים כרגע. אפשר לנסות שוב בעוד # שניות.',
    }),
  requestNotValidTitle: 'בקשת הכניסה לא תקינה',
  requestNotValidHint: 'יש לחזור לאפליקציה ולהתחיל את החיבור מחדש.',
  noClientId: 'הבקשה לא כוללת client_id.',
  unknownClient: (clientId) => `אין כאן אפליקציה רשומה עם מזהה הלקוח ${clientId}.`,
  badRedirectUri: 'ה-redirect_uri חסר או לא רשום לאפליקציה הזו.',
  wrongClient: 'קישור החיבור הזה לא נכנס עם האפליקציה הזו.',
  requestExpired: 'תוקף בקשת הכניסה הזו פג, או שכבר ניתנה לה תשובה.',
};
