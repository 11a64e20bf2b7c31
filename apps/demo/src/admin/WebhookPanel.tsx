import { useRotateWebhookSecret, useWebhookSubscriptions } from '@patchbay/react';
import { ErrorNotice } from '@patchbay/ui';
import { useState } from 'react';
import { ConfirmAction } from '../shared/ConfirmAction';
import { Panel } from '../shared/Panel';
import { SecretOnce } from './SecretOnce';
import { webhookEventName } from './webhookEventName';

/** The webhook subscription that delivers events to Acme CRM's backend, and its secret rotation. */
export function WebhookPanel() {
  const subscriptions = useWebhookSubscriptions();
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const subscription = subscriptions.data?.items[0];
  return (
    <Panel title="Webhook" description="Events are signed with this subscription's secret. Acme CRM's backend picks up a rotated secret at once.">
      {subscriptions.error ? <ErrorNotice error={subscriptions.error} /> : null}
      {subscription ? (
        <div className="demo-stack">
          <dl className="demo-facts">
            <div>
              <dt>URL</dt>
              <dd className="demo-mono">{subscription.webhook_url}</dd>
            </div>
            <div>
              <dt>Events</dt>
              <dd>{subscription.enabled_events.map(webhookEventName).join(', ')}</dd>
            </div>
            <div>
              <dt>Secret</dt>
              {/* Reads answer the secret in full: the panel shows its end only, the whole one just after a rotation. */}
              <dd className="demo-mono">{`whsec_••••${subscription.secret.slice(-4)}`}</dd>
            </div>
          </dl>
          <div>
            <ConfirmAction
              label="Rotate secret"
              groupLabel="Rotate the signing secret"
              question="Make a new signing secret? Deliveries signed with the new one fail to verify until the app has it."
              variant="secondary"
              busy={rotate.isPending}
              onConfirm={() => rotate.mutate(subscription.id, { onSuccess: (result) => setSecret(result.secret) })}
            />
          </div>
          {secret ? <SecretOnce label="New signing secret" value={secret} onDismiss={() => setSecret(null)} /> : null}
          {rotate.error ? <ErrorNotice error={rotate.error} /> : null}
        </div>
      ) : null}
    </Panel>
  );
}
