/**
 * The READMEs' endpoint tables are the generated ones: a new row, function,
 * hook or relay rule shows in them, or this fails until
 * `pnpm docs:endpoint-tables` writes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../packages/client/src';
import { endpointTables, extensionRows, REPO_ROOT, staleTables, TABLE_DOCUMENTS, withTables } from '../endpointTables';

describe('the generated endpoint tables', () => {
  const tables = endpointTables();

  it.each(TABLE_DOCUMENTS)('are current in %s', (document) => {
    const text = readFileSync(join(REPO_ROOT, document), 'utf8');
    expect(text, `${document} has no endpoint table`).toMatch(/<!-- endpoint-table: \w+ -->/);
    expect(staleTables(text, tables), `${document}: run \`pnpm docs:endpoint-tables\``).toEqual([]);
  });

  it('have a line per row', () => {
    for (const table of Object.values(tables)) {
      for (const name of Object.keys(ENDPOINTS)) expect(table).toContain(`| \`${name}\``);
    }
  });

  it('mark the functions the client documents as extensions', () => {
    const extensions = extensionRows();
    expect(extensions.has('triggerTypes.enum')).toBe(true);
    expect(extensions.has('authConfigs.create')).toBe(false);
  });

  it('find a stale table, and rewrite only what lies between the markers', () => {
    const doc = (table: string) => `# Title\n\n<!-- endpoint-table: endpoints -->\n${table}\n<!-- /endpoint-table -->\n\nProse.\n`;
    const stale = doc('| Function |\n| --- |\n| `authConfigs.create` |');
    expect(staleTables(stale, tables)).toEqual(['endpoints']);
    const written = withTables(stale, tables);
    expect(written).toBe(doc(tables.endpoints!));
    expect(staleTables(written, tables)).toEqual([]);
    expect(() => withTables('<!-- endpoint-table: nothing -->\n<!-- /endpoint-table -->', tables)).toThrow(/nothing/);
  });
});
