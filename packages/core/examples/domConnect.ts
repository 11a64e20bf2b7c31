import type { PatchbayClient } from '@patchbay/client';
import { createConnectStore } from '@patchbay/core';

/** A connect button and a status line in plain DOM code; returns what removes them. */
export function mountConnectButton(root: HTMLElement, client: PatchbayClient, authConfigId: string, userId: string): () => void {
  const button = document.createElement('button');
  button.textContent = 'Connect';
  const statusLine = document.createElement('p');
  statusLine.setAttribute('role', 'status');
  root.append(button, statusLine);

  const store = createConnectStore({ client, authConfigId, userId });
  const render = () => {
    const { status } = store.getSnapshot();
    statusLine.textContent = status;
    button.disabled = status === 'opening' || status === 'waiting';
  };
  const unsubscribe = store.subscribe(render);
  render();
  // Directly in the click handler: the popup must open before any await.
  button.addEventListener('click', () => store.start());
  // Back from a full-page redirect (popup blocked): finish the flow that left.
  store.resume();

  return () => {
    unsubscribe();
    store.dispose();
    root.replaceChildren();
  };
}
