// A fresh process that imports the module its argument names and prints the URL of every ES module loaded
// meanwhile (a JSON list), run by builtImport.test.ts on the built package.
import { recordModuleLoads } from './moduleLoads';

const loadedSoFar = recordModuleLoads();
await import(process.argv[2]!);
process.stdout.write(JSON.stringify(await loadedSoFar()));
