import { completeConnectCallback } from '@patchbay/react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import '@patchbay/ui/styles.css';
import './styles/demo.css';

/*
 * Loaded inside the connect popup: hand the result to the opener. The opener
 * closes the popup once it has read the account's status; a popup closing
 * itself can race that read and be taken for a cancelled flow.
 */
const callback = completeConnectCallback({ close: false });
if (callback?.handledBy === 'popup') {
  document.getElementById('root')!.textContent = 'Finishing the connection…';
} else {
  // No StrictMode: its simulated unmount disposes a redirect flow that useConnectLink has just resumed.
  createRoot(document.getElementById('root')!).render(<App />);
}
