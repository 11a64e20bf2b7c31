import { completeConnectCallback } from '@patchbay/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { currentLanguage } from './i18n/chooseLanguage';
import { loadDemoMessages } from './i18n/demoMessages';
import '@patchbay/ui/styles.css';
import './styles/demo.css';

const root = document.getElementById('root')!;

function renderApp(): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Loaded inside the connect popup: hand the result to the app's page (posted to
// the opener, and broadcast for when the app's Cross-Origin-Opener-Policy cut the
// opener off) and close. Closing first is safe: the app's page asks the server
// how the flow ended before calling it cancelled.
const callback = completeConnectCallback();
if (callback?.handledBy === 'popup') {
  let appShown = false;
  // The line in the page's language, once its strings have loaded (the popup often closes before).
  void loadDemoMessages(currentLanguage()).then(({ messages }) => {
    if (!appShown) root.textContent = messages.shell.finishing;
  });
  // A window the browser will not close was no popup (say, a callback link
  // opened by hand): show the app there, without the flow's parameters.
  setTimeout(() => {
    if (window.closed) return;
    const url = new URL(window.location.href);
    for (const name of ['pb_connect', 'status', 'connected_account_id']) url.searchParams.delete(name);
    window.history.replaceState(null, '', url);
    appShown = true;
    root.textContent = '';
    renderApp();
  }, 1000);
} else {
  renderApp();
}
