import { createHmac } from 'node:crypto';
import { signWebhook } from '@patchbay/relay';
import { triggerWebhookBody, type TriggerFired } from '@patchbay/server/testing';

/** One delivery as a receiver gets it: the three headers, the raw body and the secret it checks with. */
export interface WebhookCase {
  name: string;
  id: string;
  timestamp: string;
  signature: string;
  payload: string;
  secret: string;
}

const SECRET = 'whsec_a3Jx8pQ2mN7vR4tY6wZ1bC5dE9fG0hK2';
const OTHER_SECRET = 'whsec_Zz9yX8wV7uT6sR5qP4oN3mL2kJ1iH0gF';
/** Not prefixed: the vendor's verifier takes any string, and so does the kit's when it is long enough. */
const RAW_SECRET = 'a plain secret of thirty-one by';

const TRIGGER: TriggerFired = {
  kind: 'trigger.message',
  trigger_id: 'ti_differential1',
  trigger_slug: 'PATCHBAY_OAUTH_DEMO_TASK_CREATED',
  toolkit_slug: 'patchbay_oauth_demo',
  connected_account_id: 'ca_differential1',
  auth_config_id: 'ac_differential1',
  user_id: 'user-1',
  payload: { task_id: 'task_1', title: 'Ship it', project: 'ops' },
};

/** The bodies the service delivers for one trigger firing, in each version. */
function serviceBodies(): Record<'V1' | 'V2' | 'V3', string> {
  const envelope = { id: 'msg_differential1', timestamp: new Date().toISOString(), logId: 'log_differential1', projectId: 'pr_1', orgId: 'org_1' };
  const body = (version: 'V1' | 'V2' | 'V3') => JSON.stringify(triggerWebhookBody(version, TRIGGER, envelope));
  return { V1: body('V1'), V2: body('V2'), V3: body('V3') };
}

/** The Standard Webhooks scheme's signature (the key is the base64 after whsec_), which the vendor does not use. */
function decodedKeySignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Deliveries both verifiers judge: the service's own (every version, signed
 * as the service signs), and each way one can be wrong or unusual: another
 * secret, a changed body, an old or future timestamp, several or malformed
 * signatures, a body of no known version, the Standard Webhooks key.
 */
export async function webhookCases(): Promise<WebhookCase[]> {
  const now = Math.floor(Date.now() / 1000);
  const bodies = serviceBodies();
  const cases: WebhookCase[] = [];
  interface CaseOptions {
    timestamp?: string;
    /** The secret the receiver checks with. */
    secret?: string;
    /** The secret it was signed with, when another. */
    signWith?: string;
    /** What the header says, from the signature made. */
    signature?: (signed: string) => string;
    /** The body delivered, when not the one signed. */
    delivered?: string;
    /** The webhook-id delivered, when not the one signed. */
    deliveredId?: string;
  }
  const add = async (name: string, body: string, options: CaseOptions = {}) => {
    const id = 'msg_differential1';
    const timestamp = options.timestamp ?? String(now);
    const signed = await signWebhook(options.signWith ?? options.secret ?? SECRET, id, timestamp, body);
    cases.push({
      name,
      id: options.deliveredId ?? id,
      timestamp,
      payload: options.delivered ?? body,
      secret: options.secret ?? SECRET,
      signature: options.signature ? options.signature(signed) : signed,
    });
  };
  for (const version of ['V1', 'V2', 'V3'] as const) await add(`the service's ${version} delivery`, bodies[version]);
  await add('signed with another secret', bodies.V3, { signWith: OTHER_SECRET });
  await add('a tampered body', bodies.V3, { delivered: bodies.V3.replace('Ship it', 'Ship nothing') });
  await add('a timestamp 290 s old', bodies.V3, { timestamp: String(now - 290) });
  await add('a timestamp 320 s old', bodies.V3, { timestamp: String(now - 320) });
  await add('a timestamp 320 s ahead', bodies.V3, { timestamp: String(now + 320) });
  await add('a timestamp with trailing text (read as its leading number)', bodies.V3, { timestamp: `${now}abc` });
  await add('a timestamp that is no number', bodies.V3, { timestamp: 'yesterday' });
  await add('one good signature among several', bodies.V3, { signature: (good) => `v1,bm9wZQ== ${good} v2,abc` });
  await add('a good signature with extra fields', bodies.V3, { signature: (good) => `${good},extra` });
  await add('a signature without base64 padding', bodies.V3, { signature: (good) => good.replace(/=+$/, '') });
  await add('a v2 signature', bodies.V3, { signature: (good) => good.replace(/^v1,/, 'v2,') });
  await add('the Standard Webhooks key (base64-decoded after whsec_)', bodies.V3, {
    signature: () => decodedKeySignature(SECRET, 'msg_differential1', String(now), bodies.V3),
  });
  await add('a secret without whsec_', bodies.V3, { secret: RAW_SECRET });
  await add('a body of no known version', JSON.stringify({ id: 'evt_1', type: 'trigger.message', timestamp: 'now', data: {} }));
  await add('a V3 body whose type is not composio.*', bodies.V3.replace('"composio.trigger.message"', '"trigger.message"'));
  await add('a body that is not JSON', 'not json');
  await add('an empty body', '');
  await add('another webhook-id than signed', bodies.V3, { deliveredId: 'msg_other' });
  return cases;
}
