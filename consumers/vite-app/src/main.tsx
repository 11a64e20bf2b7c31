import { completeConnectCallback } from '@patchbay/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
// The brand: the theme studio's export, after the kit's styles.css (which App imports). index.html names it on <html>.
import './theme/acme.css';

const root = document.getElementById('root')!;

// #region callback
// The connect popup comes back to /connect/callback (a page of this app): hand the result to the page that opened it.
const callback = window.location.pathname === '/connect/callback' ? completeConnectCallback() : null;
// #endregion callback

if (callback?.handledBy === 'popup') {
  root.textContent = 'Finishing…';
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
