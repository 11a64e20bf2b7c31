import { useRotateWebhookSecret, useWebhookSubscriptions } from '@patchbay/react';
import { ErrorNotice } from '@patchbay/ui';
import { useState } from 'react';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
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
  const { admin, common } = useDemoMessages();
  const words = admin.webhook;
  return (
    <Panel title={words.title} description={words.description}>
      {subscriptions.error ? <ErrorNotice error={subscriptions.error} /> : null}
      {subscription ? (
        <div className="demo-stack">
          <dl className="demo-facts">
            <div>
              <dt>{words.url}</dt>
              <dd className="demo-mono">{subscription.webhook_url}</dd>
            </div>
            <div>
              <dt>{words.events}</dt>
              <dd>{subscription.enabled_events.map((type) => webhookEventName(type, words.eventNames)).join(common.listSeparator)}</dd>
            </div>
            <div>
              <dt>{words.secret}</dt>
              {/* Reads answer the secret in full: the panel shows its end only, the whole one just after a rotation. */}
              <dd className="demo-mono">{`whsec_••••${subscription.secret.slice(-4)}`}</dd>
            </div>
          </dl>
          <div>
            <ConfirmAction
              label={words.rotate}
              groupLabel={words.rotateGroup}
              question={words.confirmRotate}
              variant="secondary"
              busy={rotate.isPending}
              onConfirm={() => rotate.mutate(subscription.id, { onSuccess: (result) => setSecret(result.secret) })}
            />
          </div>
          {secret ? <SecretOnce label={words.newSecret} value={secret} onDismiss={() => setSecret(null)} /> : null}
          {rotate.error ? <ErrorNotice error={rotate.error} /> : null}
        </div>
      ) : null}
    </Panel>
  );
}
