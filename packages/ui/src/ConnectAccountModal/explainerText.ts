import type { AuthKind, ExplainerCase, Messages } from '../theme/messages';
import type { ConnectAccountController } from './useConnectAccount';

/** How a scheme has the user connect: the vendor's OAuth flavours sign in at the app; every other scheme but NO_AUTH is a form. */
export function authKindOf(scheme: string | undefined): AuthKind {
  if (!scheme) return 'unknown';
  if (scheme === 'NO_AUTH') return 'none';
  return scheme.startsWith('OAUTH') ? 'oauth' : 'credentials';
}

type ExplainerInput = Pick<ConnectAccountController, 'choosing' | 'appName' | 'scheme' | 'reconnecting' | 'mode' | 'flow'>;

/**
 * The line under the dialog's title, or null when it has nothing to add: what is ahead of the user
 * (sign in, enter a key, nothing to enter) before they start and while the popup is open; nothing
 * once the flow goes on in this tab or has ended, where the status line speaks.
 */
export function explainerFor(input: ExplainerInput, messages: Messages['connect']): string | null {
  if (input.choosing) return messages.chooseDescription;
  const { status } = input.flow;
  const ahead = status === 'idle' || (input.mode === 'popup' && (status === 'opening' || status === 'waiting'));
  if (!input.appName || !ahead) return null;
  const key: ExplainerCase = input.reconnecting ? (input.mode === 'redirect' ? 'reconnectRedirect' : 'reconnectPopup') : input.mode;
  const credential = messages.credentialNames[input.scheme ?? ''] ?? messages.credentialNames.other ?? '';
  return messages.explainers[authKindOf(input.scheme)][key](input.appName, credential);
}
