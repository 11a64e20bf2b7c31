// #region relay
import { createRelay } from '@patchbay/relay';
import { readUser } from './session';

// The relay holds the API key and acts for the user your app signed in.
export const relay = createRelay({
  target: process.env.PATCHBAY_URL!, // the Patchbay service
  apiKey: process.env.PATCHBAY_API_KEY!, // never sent to browsers
  publicOrigin: process.env.APP_ORIGIN!, // your app's origin, e.g. https://app.example.com
  files: 'shared', // let every signed-in user upload (files are project-wide)
  authenticate: (request) => {
    const userId = readUser(request.headers.get('cookie')); // your own session check
    return userId ? { userId } : null;
  },
});
// #endregion relay
