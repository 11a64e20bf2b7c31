import type { EndpointName } from '@patchbay/client';

export type SuccessStatus = 200 | 201;

/** Rows answered with 201 Created. */
const CREATED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'authConfigs.create',
  'connectedAccounts.link',
  'connectedAccounts.create',
  'toolRouter.createSession',
  'toolRouter.createLink',
  'mcp.createServer',
  'mcp.createCustom',
  'mcp.createInstance',
  'projects.create',
  'webhookSubscriptions.create',
]);

/** Rows answered with 201 when they create, and with 200 when what they are asked for exists already: when that is. */
const CREATED_OR_EXISTING: Partial<Record<EndpointName, string>> = {
  'triggerInstances.upsert': 'The account already had an instance of the trigger type with this config: it is reused, re-enabled if paused',
  'files.requestUpload': 'The project already has a file with this MD5: nothing to upload',
};

const CREATED_ANSWER = { status: 201, when: 'Created' } as const;

/**
 * The statuses endpoint `name` answers a success with, and when: the
 * OpenAPI document lists them, and the test server holds every answer to
 * them. Every other row answers 200.
 */
export function successStatusesOf(name: EndpointName): ReadonlyArray<{ status: SuccessStatus; when: string }> {
  const existing = CREATED_OR_EXISTING[name];
  if (existing) return [CREATED_ANSWER, { status: 200, when: existing }];
  return [CREATED.has(name) ? CREATED_ANSWER : { status: 200, when: 'Success' }];
}
