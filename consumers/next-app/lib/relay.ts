// #region relay
import { createRelay } from '@patchbay/relay';
import { readUser } from './session';

type Relay = ReturnType<typeof createRelay>;
let relay: Relay | undefined;

// The relay holds the API key and acts for the user your app signed in. It is created on
// the first request: `next build` loads route modules without the server's environment.
export function handleRelay(request: Request): Promise<Response> {
  relay ??= createRelay({
    target: process.env.PATCHBAY_URL!, // the Patchbay service
    apiKey: process.env.PATCHBAY_API_KEY!, // never sent to browsers
    publicOrigin: process.env.APP_ORIGIN!, // your app's origin, e.g. https://app.example.com
    files: 'shared', // let every signed-in user upload (files are project-wide)
    authenticate: (request) => {
      const userId = readUser(request.headers.get('cookie')); // your own session check
      return userId ? { userId } : null;
    },
  });
  return relay(request);
}
// #endregion relay
