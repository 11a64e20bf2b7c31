import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Context,
  createFormatter,
  createParser,
  DEFAULT_CONFIG,
  DefinitionType,
  ts,
  type CompletedConfig,
  type Definition,
} from 'ts-json-schema-generator';
import type { ResponseSchemas } from './responseSchemas';

/**
 * The JSON Schema of each row's `EndpointResponse<N>`, read from the types of
 * @patchbay/client with the TypeScript compiler: `pnpm --filter
 * @patchbay/server gen:openapi` writes it to `responseSchemas.generated.json`,
 * which the service reads at run time (it has no compiler then).
 *
 * Each named type becomes one entry of `components` (generic instances get a
 * name of their own: `CursorPage<AuthConfig>` is `CursorPage_AuthConfig`) and
 * each row a `$ref` to it. Objects allow properties their type does not list:
 * answers carry vendor fields the types leave out.
 */
export function generateResponseSchemas(): ResponseSchemas {
  const program = clientProgram();
  const rowTypes = responseTypeNodes(program);
  // `additionalProperties: true`: no `additionalProperties: false` on every object.
  const config: CompletedConfig = { ...DEFAULT_CONFIG, additionalProperties: true, encodeRefs: false };
  const parser = createParser(program, config);
  const formatter = createFormatter(config);

  const definitions = new Map<string, Definition>();
  const rows: Record<string, Definition> = {};
  for (const [name, node] of rowTypes) {
    const type = parser.createType(node, new Context());
    rows[name] = formatter.getDefinition(type);
    for (const child of formatter.getChildren(type)) {
      if (child instanceof DefinitionType && !definitions.has(child.getName())) {
        definitions.set(child.getName(), formatter.getDefinition(child.getType()));
      }
    }
  }
  return withComponentNames(rows, definitions);
}

/** A program over the client's endpoint table, compiled as the repository compiles it (its tsconfig.json). */
function clientProgram(): ts.Program {
  const here = dirname(fileURLToPath(import.meta.url));
  const configFile = ts.findConfigFile(here, (file) => ts.sys.fileExists(file), 'tsconfig.json');
  if (!configFile) throw new Error(`No tsconfig.json above ${here}.`);
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file)) as { config: unknown };
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  const resolved = ts.resolveModuleName('@patchbay/client', `${here}/index.ts`, options, ts.sys).resolvedModule;
  if (!resolved) throw new Error(`@patchbay/client does not resolve from ${here}.`);
  return ts.createProgram({ rootNames: [resolved.resolvedFileName], options: { ...options, noEmit: true } });
}

/** Each row of `ENDPOINTS`, by name, with the type node of its `response` (`endpoint<{ …; response: T }>`). */
function responseTypeNodes(program: ts.Program): Map<string, ts.TypeNode> {
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(program.getRootFileNames()[0] ?? '');
  const moduleSymbol = entry && checker.getSymbolAtLocation(entry);
  const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'ENDPOINTS');
  const declaration = exported && checker.getAliasedSymbol(exported).valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) {
    throw new Error('ENDPOINTS is not found in @patchbay/client.');
  }
  let table = declaration.initializer;
  while (ts.isSatisfiesExpression(table) || ts.isAsExpression(table) || ts.isParenthesizedExpression(table)) table = table.expression;
  if (!ts.isObjectLiteralExpression(table)) throw new Error('ENDPOINTS is not an object literal.');

  const rows = new Map<string, ts.TypeNode>();
  for (const property of table.properties) {
    const name = property.name && ts.isStringLiteral(property.name) ? property.name.text : property.name?.getText();
    const io = ts.isPropertyAssignment(property) && ts.isCallExpression(property.initializer) ? property.initializer.typeArguments?.[0] : undefined;
    const response =
      io && ts.isTypeLiteralNode(io)
        ? io.members.find((member) => ts.isPropertySignature(member) && member.name.getText() === 'response')
        : undefined;
    if (!name || !response || !ts.isPropertySignature(response) || !response.type) {
      throw new Error(`The row ${name ?? property.getText()} is not written as endpoint<{ …; response: T }>(…).`);
    }
    rows.set(name, response.type);
  }
  return rows;
}

/** OpenAPI names components `[A-Za-z0-9._-]+`: `CursorPage<AuthConfig>` becomes `CursorPage_AuthConfig`. */
function componentName(typeName: string): string {
  return typeName
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+$/, '')
    .replace(/^_+/, '');
}

function withComponentNames(rows: Record<string, Definition>, definitions: Map<string, Definition>): ResponseSchemas {
  const names = new Map<string, string>();
  for (const typeName of [...definitions.keys()].sort()) {
    const name = componentName(typeName);
    if ([...names.values()].includes(name)) throw new Error(`Two response types are both named ${name} as components: rename one.`);
    names.set(typeName, name);
  }
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value !== 'object' || value === null) return value;
    const schema: Record<string, unknown> = Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== '$ref' || typeof inner !== 'string') return [key, rename(inner)];
        const target = names.get(inner.replace('#/definitions/', ''));
        if (!target) throw new Error(`The reference ${inner} names no generated definition.`);
        return [key, `#/components/schemas/${target}`];
      }),
    );
    // `@deprecated reason` comes out as the reason, where JSON Schema's `deprecated` is a boolean: the reason joins the description.
    if (typeof schema.deprecated === 'string') {
      schema.description = [schema.description, `Deprecated ${schema.deprecated}`].filter(Boolean).join(' ');
      schema.deprecated = true;
    }
    return schema;
  };
  const components = Object.fromEntries([...definitions].map(([typeName, schema]) => [names.get(typeName) ?? typeName, rename(schema)]));
  return {
    rows: rename(rows) as ResponseSchemas['rows'],
    components: Object.fromEntries(Object.entries(components).sort(([a], [b]) => (a < b ? -1 : 1))) as ResponseSchemas['components'],
  };
}
