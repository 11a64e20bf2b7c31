/**
 * One cold start, run by coldStartBench.ts in a fresh Node process: imports
 * the service (argv[2], a file URL or a package name), creates it, asks for a
 * first answer, then for the toolkits, and prints the times as one JSON line.
 * Plain JavaScript, so that nothing but Node runs before the import when the
 * built package is measured. Every time is in milliseconds; `performance.now()`
 * counts from the start of the process, so `boot` is Node's own start-up.
 */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const boot = performance.now();
const { createPatchbayServer } = await import(process.argv[2]);
const imported = performance.now();
const server = createPatchbayServer();
const created = performance.now();

/** An authenticated GET through the in-process fetch; its status must be 200. */
async function get(path) {
  const response = await server.fetch(new Request(`http://cold-start.local${path}`, { headers: { 'x-api-key': server.projectApiKey } }));
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${body.slice(0, 500)}`);
}

// A cheap authenticated endpoint: key check, rate limit, query parsing, a store read.
await get('/api/v3/connected_accounts?limit=10');
const answered = performance.now();
const answeredCpu = cpu();
// The toolkits: the first request that reads the catalog builds it.
await get('/api/v3/toolkits?limit=20');
const toolkits = performance.now();
await server.close();

console.log(
  JSON.stringify({
    boot,
    import: imported - boot,
    create: created - imported,
    firstAnswer: answered - created,
    toolkits: toolkits - answered,
    total: answered,
    totalWithToolkits: toolkits,
    cpu: answeredCpu,
  }),
);
