// #region components
import { ConnectAccountModal, FileDropzone, ToolkitPicker } from '@patchbay/ui';
import '@patchbay/ui/styles.css';

export function Integrations({ userId }: { userId: string }) {
  return (
    <main>
      <ConnectAccountModal
        toolkit="patchbay_oauth_demo"
        userId={userId}
        callbackUrl={`${window.location.origin}/connect/callback`}
        trigger={<button type="button">Connect Acme Tasks</button>}
      />
      <ToolkitPicker userId={userId} />
      <FileDropzone toolkitSlug="patchbay_oauth_demo" toolSlug="PATCHBAY_OAUTH_DEMO_CREATE_TASK" />
    </main>
  );
}
// #endregion components
