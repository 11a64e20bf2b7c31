import deprecatedToolkits from './data/deprecatedToolkits.json' with { type: 'json' };
import popularToolkits from './data/popularToolkits.json' with { type: 'json' };
import toolkits from './data/toolkits.json' with { type: 'json' };
import toolTemplates from './data/toolTemplates.json' with { type: 'json' };
import triggerTemplates from './data/triggerTemplates.json' with { type: 'json' };
import { parseCatalogData, type CatalogData } from './parseCatalogData';

let loaded: CatalogData | undefined;

/**
 * The catalog's data files, checked once per process: every catalog built
 * shares the same templates, so schemas derived from one are derived once.
 */
export function catalogData(): CatalogData {
  loaded ??= parseCatalogData({ toolkits, popularToolkits, deprecatedToolkits, toolTemplates, triggerTemplates });
  return loaded;
}
