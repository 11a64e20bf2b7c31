// #region components
import { ConnectAccountModal, ConnectionHealthBanner, ConnectionManager, FileDropzone, ToolkitPicker } from '@patchbay/ui';
import '@patchbay/ui/styles.css';

export function Integrations({ userId }: { userId: string }) {
  const callbackUrl = `${window.location.origin}/connect/callback`;
  return (
    <main>
      {/* "Acme Tasks needs reconnecting" with Reconnect, only while an account stopped working. */}
      <ConnectionHealthBanner userId={userId} callbackUrl={callbackUrl} />
      <ConnectAccountModal
        toolkit="patchbay_oauth_demo"
        userId={userId}
        callbackUrl={callbackUrl}
        trigger={<button type="button">Connect Acme Tasks</button>}
      />
      <ConnectionManager userId={userId} callbackUrl={callbackUrl} />
      <ToolkitPicker userId={userId} />
      <FileDropzone toolkitSlug="patchbay_oauth_demo" toolSlug="PATCHBAY_OAUTH_DEMO_CREATE_TASK" />
    </main>
  );
}
// #endregion components
