/**
 * `@patchbay/server/testing`: the service as tests use it. Start it over real
 * HTTP on loopback with embedded storage (`startTestServer`, or
 * `useTestServer` inside a Vitest describe), call it with its project or
 * organization key, and check its answers. Every call fails the test when an
 * error's slug is not one its endpoint declares, or when a success's status
 * or body is not what the OpenAPI document says. For a UI's tests in jsdom:
 * the service in-process with a client bound to it (`createServiceKit`), its
 * hosted connect pages completed as a user would (`completeHostedPage`,
 * `connectAccount`), and the browser's popup and callback page faked
 * (`stubPopup`, `postCallback`, …). The hosted pages' sentences in each
 * language (`HOSTED_LOCALES`), for a browser test that looks for English
 * left on a page in another language. A service started with test controls
 * is driven by `testControls`: expire an account, move the clock, make a
 * toolkit fail.
 */
export { BACKENDS, startTestServer } from './startTestServer';
export type { ApiResult, Backend, TestRequestOptions, TestServer } from './startTestServer';
export { hooksFor, useTestServer } from './useTestServer';
export type { RunningTestServer, ServerLifetime } from './useTestServer';
export { expectEnvelope } from './expectEnvelope';
export type { ErrorEnvelope } from './expectEnvelope';
export { endlessBody } from './endlessBody';
export { endpointOf, undeclaredError } from './declaredErrors';
export { undocumentedSuccess } from './documentedSuccess';
export { toolSlugsOf } from './toolSlugsOf';
export { createServiceKit, SERVICE_ORIGIN } from './serviceKit';
export type { ServiceKit, ServiceKitOptions } from './serviceKit';
export { completeHostedPage, connectAccount } from './hostedPages';
export type { ConnectAccountOptions } from './hostedPages';
export { HOSTED_LOCALES } from '../connect/locales/hostedLocales';
export type { HostedMessages } from '../connect/locales/HostedMessages';
export type { HostedLocale } from '../languages/localeTags';
export { broadcastCallback, postCallback, stubCutOffPopup, stubPopup, trackBroadcastChannels } from './popup';
export type { FakePopup } from './popup';
export * from '../testControls/index';
export { triggerWebhookBody } from '../webhooks/webhookBodies';
export type { EventEnvelope, TriggerFired } from '../webhooks/webhookBodies';
