// A process that takes a toolkit's fault `times` times from the database in `dataDir`, as a service answering calls would,
// and prints how many takes met the fault and how many failed: the other half of toolkitFaults.test.ts's race across processes.
import { SqliteStore } from '../src/collections/SqliteStore';
import { ToolkitFaults } from '../src/testControls/toolkitFaults';

const [dataDir, toolkitSlug, projectId, times] = process.argv.slice(2);
const store = new SqliteStore(dataDir);
const faults = new ToolkitFaults(store);
let met = 0;
let failed = 0;
for (let i = 0; i < Number(times); i++) {
  try {
    if (faults.take(toolkitSlug!, projectId!)) met += 1;
  } catch {
    failed += 1;
  }
}
store.close();
process.stdout.write(JSON.stringify({ met, failed }));
