// The app under workerd: an ES module worker; its config is a JSON binding, which only `fetch` is given, so the
// app is made on the first request.
import { createRelayApp, type RelayAppConfig } from './relayApp';

let app: ((request: Request) => Promise<Response>) | undefined;

export default {
  fetch(request: Request, env: { CONFIG: RelayAppConfig }): Promise<Response> {
    app ??= createRelayApp(env.CONFIG);
    return app(request);
  },
};
