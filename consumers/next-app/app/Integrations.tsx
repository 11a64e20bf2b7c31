// #region components
'use client';
import { ConnectAccountModal, FileDropzone, ToolkitPicker } from '@patchbay/ui';

export function Integrations({ userId, callbackUrl }: { userId: string; callbackUrl: string }) {
  return (
    <main>
      <ConnectAccountModal
        toolkit="patchbay_oauth_demo"
        userId={userId}
        callbackUrl={callbackUrl}
        trigger={<button type="button">Connect Acme Tasks</button>}
      />
      <ToolkitPicker userId={userId} />
      <FileDropzone toolkitSlug="patchbay_oauth_demo" toolSlug="PATCHBAY_OAUTH_DEMO_CREATE_TASK" />
    </main>
  );
}
// #endregion components
