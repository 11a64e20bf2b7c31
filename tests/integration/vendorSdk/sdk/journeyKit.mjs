// What a journey needs besides the SDK: steps that fail one by one (a failed
// step does not stop the others), a browser that completes hosted connect
// pages with plain HTTP, a webhook endpoint, and the service's own API for
// checks the SDK cannot make.
import { createServer } from 'node:http';

const SERVICE = process.env.PATCHBAY_URL;
const API_KEY = process.env.PATCHBAY_API_KEY;
if (!SERVICE || !API_KEY) throw new Error('Set PATCHBAY_URL and PATCHBAY_API_KEY.');

export const service = { url: SERVICE, apiKey: API_KEY };

/**
 * The bound on a wait for a signal (a webhook delivery): the tests' shared one, which
 * vendorSdk.e2e.test.ts passes from scripts/test/signalTimeouts.ts; 60 s when run by hand.
 */
const SIGNAL_TIMEOUT_MS = Number(process.env.PATCHBAY_SIGNAL_TIMEOUT_MS) || 60_000;

/**
 * A journey's steps and what became of each. A step fails when it throws, or
 * when the SDK warned that an answer did not match its own schema while it
 * ran ("Transform validation failed"): the vendor's SDK only logs those.
 */
export function createJourney(label) {
  const steps = [];
  let current = null;
  const warn = console.warn.bind(console);
  console.warn = (...args) => {
    const text = args.map(String).join(' ');
    // eslint-disable-next-line no-control-regex -- the SDK colours its log lines
    if (current && /validation failed/i.test(text)) current.schemaWarnings.push(text.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 2000));
    warn(...args);
  };

  // Each step's calls of the service (method, path, status), for the report: what the SDK asked and what it got.
  const serviceOrigin = new URL(SERVICE).origin;
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = async function recordedFetch(input, init) {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    const record =
      current && url.origin === serviceOrigin ? { call: `${init?.method ?? request?.method ?? 'GET'} ${url.pathname}${url.search}` } : null;
    if (record && current.requests.length < 20) current.requests.push(record);
    try {
      const response = await fetchBefore(input, init);
      if (record) record.status = response.status;
      return response;
    } catch (error) {
      if (record) record.status = String(error?.message ?? error).slice(0, 100);
      throw error;
    }
  };

  /** Runs `work` unless a step it `needs` failed; returns its value, or undefined when it failed or was skipped. */
  async function step(name, work, { needs = [] } = {}) {
    const missing = needs.filter((value) => value === undefined || value === null);
    if (missing.length > 0) {
      steps.push({ name, status: 'skipped', error: 'an earlier step it needs failed' });
      return undefined;
    }
    current = { name, status: 'passed', error: null, schemaWarnings: [], requests: [] };
    const started = performance.now();
    try {
      const value = await work();
      if (current.schemaWarnings.length > 0) {
        current.status = 'failed';
        current.error = `The SDK refused the shape of an answer: ${current.schemaWarnings.join('\n')}`;
      }
      return current.status === 'passed' ? (value ?? true) : undefined;
    } catch (error) {
      current.status = 'failed';
      current.error = describe(error);
      return undefined;
    } finally {
      current.ms = Math.round(performance.now() - started);
      steps.push(current);
      current = null;
    }
  }

  /** Prints the report as one line the test reads: `JOURNEY_RESULT {...}`. */
  function report() {
    const result = { label, steps, refusedConnections: globalThis.__refusedConnections ?? null };
    process.stdout.write(`\nJOURNEY_RESULT ${JSON.stringify(result)}\n`);
  }

  return { step, report };
}

/** An error as a line, with its causes (the SDK wraps the API's error) and the service's answer when there is one. */
export function describe(error) {
  const parts = [];
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth++) {
    if (typeof e !== 'object') {
      parts.push(String(e));
      break;
    }
    const status = e.status ? ` [HTTP ${e.status}]` : '';
    parts.push(`${e.name ?? 'Error'}${status}: ${e.message ?? JSON.stringify(e)}`);
  }
  return parts.join(' <- ').slice(0, 3000);
}

/** Asserts, with a message saying what was expected. */
export function check(condition, message) {
  if (!condition) throw new Error(`Check failed: ${message}`);
}

/** The error `promise` rejects with (a check fails when it resolves). */
export async function rejection(promise, what) {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error) => ({ error }),
  );
  check('error' in outcome, `${what} is refused (it answered ${JSON.stringify(outcome.value)?.slice(0, 300)})`);
  return outcome.error;
}

/** The HTTP status of an SDK error, or of the API error it wraps. */
export const statusOf = (error) => error?.status ?? error?.cause?.status ?? error?.cause?.cause?.status;

/** What the SDK logs with console.warn while `work` runs. */
export async function warningsDuring(work) {
  const warned = [];
  const warn = console.warn;
  console.warn = (...args) => {
    warned.push(args.map(String).join(' '));
    warn(...args);
  };
  try {
    return { value: await work(), warned };
  } finally {
    console.warn = warn;
  }
}

/** One call of the service's API with the project key, for checks the SDK has no method for. */
export async function api(method, path, body) {
  const response = await fetch(`${SERVICE}${path}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return parsed;
}

const unescape = (text) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

async function hop(url, form) {
  const response = await fetch(url, {
    redirect: 'manual',
    ...(form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) } : {}),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/**
 * Completes a hosted connect page as a browser would: the consent of an OAuth
 * provider (its "Continue" link, then "Allow"), or the page's form with
 * `fields` (an API key), or its single button. Stops at the redirect to the
 * app's callback_url, which it returns (or null when the page says it is done).
 */
export async function completeHostedPage(redirectUrl, fields = {}) {
  const page = await hop(redirectUrl);
  check(page.status === 200, `the connect page answers 200 (got ${page.status})`);
  const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page.html)?.[1];
  let done;
  if (authorize) {
    const consent = await hop(new URL(unescape(authorize), redirectUrl).href);
    const form = /<form[^>]*action="([^"]*)"[^>]*>[\s\S]*?name="request_id" value="([^"]+)"/.exec(consent.html);
    check(form, 'the provider shows a consent form');
    const allowed = await hop(new URL(unescape(form[1]), redirectUrl).href, { request_id: form[2], decision: 'allow' });
    check(allowed.status === 303 && allowed.location, `consent redirects back (got ${allowed.status})`);
    done = await hop(new URL(allowed.location, redirectUrl).href);
  } else {
    const action = [...page.html.matchAll(/<form method="post" action="([^"]*)"/g)].map((m) => unescape(m[1])).find((a) => !a.endsWith('/cancel'));
    check(action !== undefined, 'the connect page has a form to submit');
    done = await hop(new URL(action, redirectUrl).href, fields);
  }
  check(done.status === 303 || done.status === 200, `the connect page finishes (got ${done.status}: ${done.html.slice(0, 300)})`);
  return done.status === 303 ? done.location : null;
}

/** A webhook endpoint on loopback that keeps each delivery's headers and raw body. */
export async function startWebhookEndpoint() {
  const deliveries = [];
  const waiting = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      deliveries.push(delivery);
      for (const wake of waiting.splice(0)) wake();
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    deliveries,
    /** The first delivery (after `from` earlier ones) that `match`es: woken by each delivery, failing after `timeoutMs`. */
    async next(match = () => true, { from = 0, timeoutMs = SIGNAL_TIMEOUT_MS } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = deliveries.slice(from).find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No matching webhook delivery within ${timeoutMs / 1000} s (${deliveries.length} received).`);
        let timer;
        await new Promise((resolve) => {
          waiting.push(resolve);
          timer = setTimeout(resolve, left);
        });
        clearTimeout(timer);
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
