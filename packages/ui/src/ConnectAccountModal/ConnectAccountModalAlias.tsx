'use client';
import { useId, type HTMLAttributes } from 'react';
import { AccountNameField } from '../shared/AccountNameField';
import { accountName, type AliasProblem } from '../shared/accountNames';
import { apiErrorOf } from '../shared/ErrorNotice';
import { useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { aliasMessages } from '../theme/messages/alias';
import { useConnectAccountContext } from './connectAccountContext';

export type ConnectAccountModalAliasProps = HTMLAttributes<HTMLDivElement>;

/** Whether the service refused the link because another account of the app has the name (a race with another tab). */
function refusedAsTaken(error: unknown): boolean {
  const api = apiErrorOf(error);
  return api?.status === 409 && api.fieldErrors.some((field) => field.path.join('.') === 'body.alias');
}

/**
 * "Add another account": shown when the user has an account of the app
 * already (not for a reconnect), it names the accounts they have and takes
 * an optional name for the new one ("Work", "Personal"), sent with the link.
 * A name the service would refuse (too long, unshowable, another account of
 * the app has it) is said under the field as typed, and Continue waits.
 */
export function ConnectAccountModalAlias({ className, ...rest }: ConnectAccountModalAliasProps) {
  const { alias, choosing, reconnecting, flow, appName, toolkitSlug, start } = useConnectAccountContext('Alias');
  const messages = useMessages('alias', aliasMessages);
  const { lang } = useUISettings();
  const part = useParts('connect-modal');
  const titleId = useId();

  const { status } = flow;
  if (choosing || reconnecting || alias.existing.length === 0 || status === 'active') return null;
  const refused = status === 'failed' && refusedAsTaken(flow.error);
  const problem: AliasProblem | null = alias.problem ?? (refused ? 'taken' : null);
  const names = alias.existing.map((account) => accountName(account, alias.existing, messages.unnamed, lang)).filter((name) => name !== null);

  return (
    <div role="group" aria-labelledby={titleId} {...part('alias', className)} data-state={problem ? 'invalid' : 'valid'} {...rest}>
      <p id={titleId} {...part('alias-title')}>
        {messages.addAnother}
      </p>
      <p {...part('alias-existing')}>{messages.existing(appName || (toolkitSlug ?? ''), messages.list(names, lang))}</p>
      <AccountNameField
        block="connect-modal"
        value={alias.value}
        onChange={(value) => {
          alias.setValue(value);
          // The name the service refused is being changed: the refusal no longer applies.
          if (refused) flow.reset();
        }}
        problem={problem}
        readOnly={status === 'opening' || status === 'waiting'}
        onSubmit={start}
      />
    </div>
  );
}
