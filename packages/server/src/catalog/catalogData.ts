import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCatalogData, type CatalogData } from './parseCatalogData';

/**
 * Where the data files are: `data/` beside this module in the sources, and
 * beside the built chunk in `dist/` (the build copies them there).
 */
const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'data');

/** One data file, read and parsed: JSON.parse of the text is far cheaper than evaluating it as a module of object literals. */
function readDataFile(name: string): unknown {
  // A path, not a URL: where a test runs the service under jsdom, the global URL is jsdom's, which fs refuses.
  return JSON.parse(readFileSync(join(DATA_DIR, name), 'utf8'));
}

let loaded: CatalogData | undefined;

/**
 * The catalog's data files, read and checked once per process, by the first
 * request that needs the catalog (not at start-up): every catalog built
 * shares the same templates, so schemas derived from one are derived once.
 */
export function catalogData(): CatalogData {
  loaded ??= parseCatalogData({
    toolkits: readDataFile('toolkits.json'),
    popularToolkits: readDataFile('popularToolkits.json'),
    deprecatedToolkits: readDataFile('deprecatedToolkits.json'),
    toolTemplates: readDataFile('toolTemplates.json'),
    triggerTemplates: readDataFile('triggerTemplates.json'),
  });
  return loaded;
}
