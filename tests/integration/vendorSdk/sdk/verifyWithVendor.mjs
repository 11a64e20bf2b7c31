// The vendor's own webhook verifier over a list of deliveries: each
// version's verify.mjs hands its installed SDK here. Reads the cases from the
// JSON file named on the command line and prints one verdict per case as
// `VERDICTS [...]` (true: the SDK's triggers.verifyWebhook accepted it).
import { readFileSync } from 'node:fs';

export async function verifyWithVendor(Composio, casesFile) {
  const cases = JSON.parse(readFileSync(casesFile, 'utf8'));
  // No call is made: the verifier is local. Telemetry and the version check stay off all the same.
  const composio = new Composio({ apiKey: 'verify-only', baseURL: 'http://127.0.0.1:9', allowTracking: false, disableVersionCheck: true });
  const verdicts = [];
  for (const delivery of cases) {
    try {
      await composio.triggers.verifyWebhook({
        id: delivery.id,
        timestamp: delivery.timestamp,
        signature: delivery.signature,
        payload: delivery.payload,
        secret: delivery.secret,
      });
      verdicts.push(true);
    } catch {
      verdicts.push(false);
    }
  }
  process.stdout.write(`\nVERDICTS ${JSON.stringify(verdicts)}\n`);
}
