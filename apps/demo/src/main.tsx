import { completeConnectCallback } from '@patchbay/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import '@patchbay/ui/styles.css';
import './styles/demo.css';

// Loaded inside the connect popup: hand the result to the opener and close. Closing
// first is safe: the opener asks the server how the flow ended before calling it cancelled.
const callback = completeConnectCallback();
if (callback?.handledBy === 'popup') {
  document.getElementById('root')!.textContent = 'Finishing the connection…';
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
