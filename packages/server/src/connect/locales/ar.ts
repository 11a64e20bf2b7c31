import type { Asker, HostedMessages } from './HostedMessages';
import { plural } from './plural';

/** Who asks, as the subject of a lead: the app, or the project that has no display name. */
const asker = (who: Asker): string => ('app' in who ? who.app : `المشروع المحلي ${who.localProject}`);

/**
 * Arabic (Modern Standard), right to left; words as in the kit's glossary
 * (packages/ui/src/locales/glossary/ar.md): حساب، ربط، تطبيق، سماح / رفض.
 * Counts take Arabic's six plural forms.
 */
export const ar: HostedMessages = {
  logoAlt: (name) => `شعار ${name}`,
  detailsForDevelopers: 'تفاصيل للمطوّرين',

  connectHeading: (toolkit) => `ربط ${toolkit}`,
  reconnectHeading: (toolkit) => `إعادة ربط ${toolkit}`,
  connectLead: (who, toolkit) => `يطلب ${asker(who)} ربط حسابك على ${toolkit}.`,
  reconnectLeadSignIn: (who, toolkit) => `يطلب ${asker(who)} تسجيل الدخول مرة أخرى إلى حسابك المرتبط على ${toolkit}. يبقى الحساب كما هو حتى تنتهي.`,
  reconnectLeadCredentials: (who, toolkit) => `يطلب ${asker(who)} بيانات اعتماد جديدة لحسابك المرتبط على ${toolkit}. يبقى الحساب كما هو حتى تنتهي.`,
  reconnectLeadConfirm: (who, toolkit) => `يطلب ${asker(who)} تأكيد حسابك المرتبط على ${toolkit} مرة أخرى. يبقى الحساب كما هو حتى تنتهي.`,
  accountAlias: (alias) => `الحساب: ${alias}`,
  oauthIntro: (toolkit) => `ستسجّل الدخول إلى ${toolkit} وتختار ما إذا كنت تسمح بالوصول.`,
  continueTo: (toolkit) => `المتابعة إلى ${toolkit}`,
  noCredentials: (toolkit) => `لا يحتاج ${toolkit} إلى بيانات اعتماد.`,
  connect: 'ربط',
  reconnect: 'إعادة الربط',
  cancel: 'إلغاء',
  footOAuth: (toolkit) => `تسجّل الدخول على ${toolkit} نفسه، ولا تُشارَك كلمة مرورك مع هذا التطبيق.`,
  footForm: (toolkit) => `ما تُدخله هنا يُستخدم فقط لربط حسابك على ${toolkit}.`,
  choose: 'اختر…',

  fieldApiKey: 'مفتاح API',
  fieldAccessToken: 'رمز الوصول',
  fieldUsername: 'اسم المستخدم',
  fieldPassword: 'كلمة المرور',

  hintApiKey: 'مفتاح API الذي أُنشئ في إعدادات المطوّرين للتطبيق',
  hintAccessToken: 'رمز وصول شخصي أو رمز حامل',
  hintUsername: 'اسم المستخدم أو البريد الإلكتروني للحساب',
  hintPassword: 'كلمة المرور أو كلمة مرور التطبيق',

  fixFields: 'يُرجى تصحيح الحقول المميّزة.',
  fieldRequired: (label) => `يُرجى إدخال «${label}».`,
  chooseOneOf: (options) => `اختر ${new Intl.ListFormat('ar', { type: 'disjunction' }).format(options)}.`,
  mustBeNumber: (label) => `يجب أن يكون «${label}» رقمًا.`,
  notAcceptedBy: (toolkit) => `لم يقبله ${toolkit}.`,
  credentialsRejected: (toolkit) => `رفض ${toolkit} بيانات الاعتماد هذه. تحقّق منها وحاول مرة أخرى.`,
  apiKeyRejected: (toolkit) => `رفض ${toolkit} مفتاح API هذا. تحقّق منه وحاول مرة أخرى.`,

  signInTitle: (toolkit) => `تسجيل الدخول إلى ${toolkit}`,
  consentHeading: (toolkit) => `يريد ${toolkit} (مزوّد محاكى) منح الوصول`,
  signedInAsDemo: (toolkit) => `أنت مسجّل الدخول إلى ${toolkit} بصفتك المستخدم التجريبي.`,
  appAsksAccess: (app, toolkit) => `يطلب ${app} الوصول إلى حسابك على ${toolkit}.`,
  appAsksAccessWithScopes: (app, toolkit) => `يطلب ${app} الوصول إلى حسابك على ${toolkit} بهذه الأذونات:`,
  unknownAppAsksAccess: (toolkit) => `يطلب تطبيق الوصول إلى حسابك على ${toolkit}.`,
  unknownAppAsksAccessWithScopes: (toolkit) => `يطلب تطبيق الوصول إلى حسابك على ${toolkit} بهذه الأذونات:`,
  allow: 'سماح',
  deny: 'رفض',
  simulatedProvider: 'هذا المزوّد تحاكيه الخدمة المحلية، ولا يُستخدم أي حساب حقيقي.',
  usernameLabel: (toolkit) => `اسم المستخدم على ${toolkit}`,
  usernameNotRecognised: (toolkit) => `لم يتعرّف ${toolkit} على اسم المستخدم هذا. تحقّق منه وحاول مرة أخرى.`,

  closeWindow: 'يمكنك إغلاق هذه النافذة الآن.',
  closeWindowBackTo: (app) => `يمكنك إغلاق هذه النافذة الآن والعودة إلى ${app}.`,
  connectedTitle: (toolkit) => `تم ربط ${toolkit}`,
  connectedMessage: 'تم ربط حسابك بنجاح.',
  reconnectedMessage: 'تمت إعادة ربط حسابك بنجاح.',
  connectionCancelledTitle: 'أُلغي الربط',
  notConnected: (toolkit) => `لم يُربط ${toolkit}.`,
  reconnectionCancelledTitle: 'أُلغيت إعادة الربط',
  leftAsItWas: (toolkit) => `بقي حسابك على ${toolkit} كما كان.`,
  couldNotConnect: (toolkit) => `تعذّر ربط ${toolkit}`,
  couldNotReconnect: (toolkit) => `تعذّرت إعادة ربط ${toolkit}`,
  connectionFailed: 'فشل الربط.',
  accessDenied: (toolkit) => `لم يُمنح الوصول إلى حسابك على ${toolkit}.`,
  providerFailed: (toolkit) => `حدثت مشكلة لدى ${toolkit} فتعذّر إكمال ربط حسابك. حاول الربط مرة أخرى.`,
  signInFailed: (toolkit) => `لم ينجح تسجيل الدخول إلى ${toolkit}. حاول الربط مرة أخرى.`,

  startAgain: 'ارجع إلى التطبيق وابدأ الربط من جديد للحصول على رابط جديد.',
  linkNotFoundTitle: 'الرابط غير موجود',
  linkNotFound: 'رابط الربط هذا غير موجود.',
  linkRemovedTitle: 'أُزيل هذا الاتصال',
  linkRemoved: 'أزال التطبيق هذا الاتصال.',
  linkExpiredTitle: 'انتهت صلاحية هذا الرابط',
  linkExpired: (minutes) =>
    plural('ar', minutes, {
      zero: 'تعمل روابط الربط لمدة # دقيقة.',
      one: 'تعمل روابط الربط لمدة دقيقة واحدة.',
      two: 'تعمل روابط الربط لمدة دقيقتين.',
      few: 'تعمل روابط الربط لمدة # دقائق.',
      many: 'تعمل روابط الربط لمدة # دقيقة.',
      other: 'تعمل روابط الربط لمدة # دقيقة.',
    }),
  linkReplacedTitle: 'استُبدل هذا الرابط',
  linkReplaced: 'صدر رابط أحدث لهذا الاتصال.',
  linkUsedTitle: 'استُخدم هذا الرابط من قبل',
  linkUsed: 'يعمل كل رابط ربط مرة واحدة فقط.',
  connectingOffTitle: 'الربط متوقف',
  connectingOff: (app, toolkit) => `عطّل ${app} هذه الطريقة لربط ${toolkit}.`,
  connectingOffHint: 'اطلب من التطبيق تفعيلها، ثم ابدأ الربط من جديد.',
  responseNotRecognisedTitle: 'لم يُتعرّف على ردّ تسجيل الدخول',
  responseNotRecognised: 'ردّ تسجيل الدخول هذا لا يخصّ رابط الربط هذا.',
  responseNotRecognisedHint: 'ارجع إلى صفحة الربط وتابع من هناك.',

  tooManyTitle: 'شاشات تسجيل دخول مفتوحة كثيرة جدًا',
  tooManyForLink: (max, seconds) =>
    `${plural('ar', max, {
      zero: 'لرابط الربط هذا # شاشة تسجيل دخول مفتوحة بالفعل.',
      one: 'لرابط الربط هذا شاشة تسجيل دخول واحدة مفتوحة بالفعل.',
      two: 'لرابط الربط هذا شاشتا تسجيل دخول مفتوحتان بالفعل.',
      few: 'لرابط الربط هذا # شاشات تسجيل دخول مفتوحة بالفعل.',
      many: 'لرابط الربط هذا # شاشة تسجيل دخول مفتوحة بالفعل.',
      other: 'لرابط الربط هذا # شاشة تسجيل دخول مفتوحة بالفعل.',
    })} ${plural('ar', seconds, {
      zero: 'أكمل في إحداها، أو حاول مرة أخرى بعد # ثانية.',
      one: 'أكمل في إحداها، أو حاول مرة أخرى بعد ثانية واحدة.',
      two: 'أكمل في إحداها، أو حاول مرة أخرى بعد ثانيتين.',
      few: 'أكمل في إحداها، أو حاول مرة أخرى بعد # ثوانٍ.',
      many: 'أكمل في إحداها، أو حاول مرة أخرى بعد # ثانية.',
      other: 'أكمل في إحداها، أو حاول مرة أخرى بعد # ثانية.',
    })}`,
  tooManyForService: (seconds) =>
    plural('ar', seconds, {
      zero: 'يسجّل الكثير من الأشخاص الدخول الآن. حاول مرة أخرى بعد قليل.',
      one: 'يسجّل الكثير من الأشخاص الدخول الآن. حاول مرة أخرى بعد ثانية واحدة.',
      two: 'يسجّل الكثير من الأشخاص الدخول الآن. حاول مرة أخرى بعد ثانيتين.',
      few: 'يسجّل الكثير من الأشخاص الدخول الآن. حاول مرة أخرى بعد # ثوانٍ.',
      many: 'يسجّل الكثير من الأشخاص الدخول الآن. حاول مرة أخرى بعد # ثانية.',
      other: 'يسجّل الكثير من الأشخاص الدخول الآن. حاول مرة أخرى بعد # ثانية.',
    }),
  requestNotValidTitle: 'طلب تسجيل الدخول غير صالح',
  requestNotValidHint: 'ارجع إلى التطبيق وابدأ الربط من جديد.',
  noClientId: 'لا يحتوي الطلب على client_id.',
  unknownClient: (clientId) => `لا يوجد تطبيق مسجّل هنا بمعرّف العميل ${clientId}.`,
  badRedirectUri: 'قيمة redirect_uri مفقودة أو غير مسجّلة لهذا التطبيق.',
  wrongClient: 'رابط الربط هذا لا يسجّل الدخول بهذا التطبيق.',
  requestExpired: 'انتهت صلاحية طلب تسجيل الدخول هذا أو تمّت الإجابة عنه من قبل.',
};
