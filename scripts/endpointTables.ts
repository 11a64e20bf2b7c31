/**
 * The endpoint table of the READMEs is generated from the endpoint table
 * (`ENDPOINTS`), the client's functions, the relay's rules (`RELAY_RULES`)
 * and the hooks (`scripts/endpointHooks.ts`), so a new row cannot be left out
 * of it. One table shows all four, so a new endpoint changes one README (the
 * relay's and the hooks' READMEs link to it). It sits between marker comments:
 *
 *   <!-- endpoint-table: endpoints -->
 *   | Function | ... |
 *   <!-- /endpoint-table -->
 *
 *   pnpm docs:endpoint-tables          rewrites every marked table
 *   pnpm docs:endpoint-tables --check  fails when one is stale (also a unit test:
 *                                      scripts/test/endpointTables.test.ts)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ENDPOINTS, type EndpointName } from '../packages/client/src';
import { RELAY_RULES, type RelayRule } from '../packages/relay/src';
import { HOOKS } from './endpointHooks';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The READMEs that carry generated tables, relative to the repository. */
export const TABLE_DOCUMENTS = ['packages/client/README.md'];

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** `GET /auth_configs/{nanoid}`: the row's method and path under the API prefix. */
const request = (name: EndpointName) => `\`${ENDPOINTS[name].method} ${ENDPOINTS[name].path.replace(/^\/api\/v3/, '')}\``;

/**
 * The rows whose client function is marked `@extension` in its JSDoc (not in
 * the contract), read from `packages/client/src/resources/`: the function of
 * `group.fn` is the property `fn` whose code calls `call('group.fn', ...)`.
 */
export function extensionRows(root = REPO_ROOT): Set<string> {
  const dir = join(root, 'packages/client/src/resources');
  const extensions = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const consts = new Map<string, string>();
    const properties: { name: string; code: string; doc: string }[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        consts.set(node.name.text, node.initializer.getText(source));
      if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isIdentifier(node.name)) {
        const doc = (ts.getLeadingCommentRanges(text, node.pos) ?? []).map((range) => text.slice(range.pos, range.end)).join('\n');
        const code = ts.isPropertyAssignment(node) ? node.initializer.getText(source) : (consts.get(node.name.text) ?? '');
        properties.push({ name: node.name.text, code, doc });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const { name, code, doc } of properties) {
      const row = /\bcall\('(\w+)\.(\w+)'/.exec(code);
      if (row && row[2] === name && doc.includes('@extension')) extensions.add(`${row[1]}.${row[2]}`);
    }
  }
  return extensions;
}

/** What the relay does with a row: its scope (and opt-in) and the bindings that tie it to the signed-in user, or why it refuses it. */
export function relayDecision(name: EndpointName): string {
  // Widened: a row may be refused even when none is today.
  const rule = RELAY_RULES[name] as RelayRule;
  if (rule.scope === 'refused') return `refused: ${rule.reason.replace(/\|/g, '\\|')}`;
  const scope = rule.optIn ? `${rule.scope}, with \`${rule.optIn}\`` : rule.scope;
  const bindings = rule.bindings.map((binding) => `\`${binding.name}\``).join(', ');
  return bindings ? `${scope}: ${bindings}` : scope;
}

/** Every endpoint: the client's function (*ext* outside the contract), its request and key, the relay's decision and the hook. */
export function endpointsTable(root = REPO_ROOT): string {
  const extensions = extensionRows(root);
  const lines = ['| Function | Request | Key | Relay | Hook |', '| --- | --- | --- | --- | --- |'];
  for (const name of NAMES) {
    const hook = HOOKS[name];
    const fn = `\`${name}\`${extensions.has(name) ? ' *ext*' : ''}`;
    lines.push(`| ${fn} | ${request(name)} | ${ENDPOINTS[name].key} | ${relayDecision(name)} | ${typeof hook === 'string' ? `\`${hook}\`` : '—'} |`);
  }
  return lines.join('\n');
}

/** The tables by marker name. */
export function endpointTables(root = REPO_ROOT): Record<string, string> {
  return { endpoints: endpointsTable(root) };
}

const MARKER = /(<!-- endpoint-table: (\w+) -->\n)([\s\S]*?)\n?(<!-- \/endpoint-table -->)/g;

/** `text` with every marked table rewritten from `tables`; an unknown marker is an error. */
export function withTables(text: string, tables: Record<string, string>): string {
  return text.replace(MARKER, (_all, open: string, name: string, _old: string, close: string) => {
    const table = tables[name];
    if (table === undefined) throw new Error(`No endpoint table named '${name}'.`);
    return `${open}${table}\n${close}`;
  });
}

/** The names of the marked tables of `text` that differ from `tables`. */
export function staleTables(text: string, tables: Record<string, string>): string[] {
  return [...text.matchAll(MARKER)].filter(([, , name = '', old = '']) => tables[name] !== old.replace(/\n$/, '')).map(([, , name = '']) => name);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const tables = endpointTables();
  let stale = 0;
  for (const document of TABLE_DOCUMENTS) {
    const file = join(REPO_ROOT, document);
    const text = readFileSync(file, 'utf8');
    if (check) {
      for (const name of staleTables(text, tables)) {
        stale++;
        console.error(`${document}: the '${name}' endpoint table is stale.`);
      }
    } else {
      const next = withTables(text, tables);
      if (next !== text) {
        writeFileSync(file, next);
        console.log(`updated ${relative(REPO_ROOT, file)}`);
      }
    }
  }
  if (stale) {
    console.error('Run `pnpm docs:endpoint-tables` to write the endpoint tables from the endpoint table and the relay rules.');
    process.exit(1);
  }
}
