import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One `data-slot` a component renders, with the `data-state` values its sources spell out. */
export interface ComponentPart {
  slot: string;
  /** The `data-state` values written as literals in the sources (`'busy'`, `error ? 'invalid' : 'valid'`). */
  states: string[];
  /** The part's `data-state` also takes a value the sources compute (`data-state={status}`): the docs list those by hand. */
  computedState: boolean;
  /** Where each computed `data-state` is written (file relative to `src/`, offset of its expression): the docs test reads its type there. */
  stateExpressions: { file: string; start: number }[];
}

/** What a component's sources say about styling it and translating it. */
export interface ComponentSourceFacts {
  component: string;
  /** The component's own parts (its blocks: `toolkit-picker-…`), sorted by slot. */
  own: ComponentPart[];
  /** Parts of the kit's shared pieces it shows (`button`, `error-notice-…`, another component's form). */
  shared: ComponentPart[];
  /** The sections of the messages it reads (`useMessages('picker', …)`), sorted. */
  messageSections: string[];
  /** Its source files, relative to `src/`: what was read. */
  files: string[];
}

/** `theme/` holds the provider and the messages, not parts of a component. */
const SKIPPED_FOLDER = 'theme/';

/** A module's file, as TypeScript resolves a relative import (`./Item` is `./Item.tsx` or `./Item/index.ts`). */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => existsSync(candidate));
}

/** The values an expression can take when they are string literals (through `?:`, `??`, `||` and parentheses); `computed` when one is not. */
function literalValues(node: ts.Expression): { values: string[]; computed: boolean } {
  if (ts.isStringLiteralLike(node)) return { values: [node.text], computed: false };
  if (ts.isParenthesizedExpression(node)) return literalValues(node.expression);
  if (ts.isIdentifier(node) && node.text === 'undefined') return { values: [], computed: false };
  const both = (a: ts.Expression, b: ts.Expression) => {
    const [left, right] = [literalValues(a), literalValues(b)];
    return { values: [...left.values, ...right.values], computed: left.computed || right.computed };
  };
  if (ts.isConditionalExpression(node)) return both(node.whenTrue, node.whenFalse);
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
    return both(node.left, node.right);
  }
  return { values: [], computed: true };
}

interface FileFacts {
  imports: string[];
  /** Slots per JSX element, with what its `data-state` can be. `{block}` stands for a block passed in as a prop. */
  elements: { slots: string[]; states: string[]; computedState: boolean; stateAt?: number }[];
  ownBlocks: string[];
  /** Values given to a `block` prop (`<FormFieldView block="tool-form" />`): what `{block}` becomes. */
  blockProps: string[];
  messageSections: string[];
}

const BLOCK_PARAM = '{block}';

/** An attribute's value: `"x"`, or the expression of `{…}`. */
function attributeValue(initializer: ts.JsxAttributeValue): ts.Expression | undefined {
  if (ts.isStringLiteral(initializer)) return initializer;
  return ts.isJsxExpression(initializer) ? initializer.expression : undefined;
}

function readFile(file: string): FileFacts {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const facts: FileFacts = { imports: [], elements: [], ownBlocks: [], blockProps: [], messageSections: [] };
  /** `const part = useParts('toolkit-picker')`: the names of part functions and their block. */
  const partFunctions = new Map<string, string>();
  /** `const part = useParts('button')('', className)`: a spread of `part` is that slot. */
  const partObjects = new Map<string, string[]>();

  const blockOf = (call: ts.CallExpression): string | undefined => {
    if (!ts.isIdentifier(call.expression) || call.expression.text !== 'useParts') return undefined;
    const [block] = call.arguments;
    if (!block) return undefined;
    if (ts.isStringLiteralLike(block)) return block.text;
    return BLOCK_PARAM;
  };
  const slotsOfPartCall = (block: string, call: ts.CallExpression): string[] => {
    const [name] = call.arguments;
    if (!name) return [block];
    const { values } = literalValues(name);
    return values.map((value) => (value ? `${block}-${value}` : block));
  };
  /** The slots a part call or a part object gives, or none. */
  const slotsOf = (node: ts.Expression): string[] => {
    if (ts.isIdentifier(node)) return partObjects.get(node.text) ?? [];
    if (!ts.isCallExpression(node)) return [];
    if (ts.isIdentifier(node.expression) && partFunctions.has(node.expression.text))
      return slotsOfPartCall(partFunctions.get(node.expression.text)!, node);
    if (ts.isCallExpression(node.expression)) {
      const block = blockOf(node.expression);
      if (block) return slotsOfPartCall(block, node);
    }
    return [];
  };

  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      // Type-only imports render nothing.
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
      if (!typeOnly) facts.imports.push(node.moduleSpecifier.text);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      facts.imports.push(node.arguments[0].text);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useMessages') {
      const [section] = node.arguments;
      if (section && ts.isStringLiteralLike(section)) facts.messageSections.push(section.text);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
      const block = blockOf(node.initializer);
      if (block) {
        partFunctions.set(node.name.text, block);
        if (block !== BLOCK_PARAM) facts.ownBlocks.push(block);
      } else if (ts.isCallExpression(node.initializer.expression)) {
        const inner = blockOf(node.initializer.expression);
        if (inner) {
          partObjects.set(node.name.text, slotsOfPartCall(inner, node.initializer));
          if (inner !== BLOCK_PARAM) facts.ownBlocks.push(inner);
        }
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'block' && node.initializer) {
      const value = attributeValue(node.initializer);
      if (value) facts.blockProps.push(...literalValues(value).values);
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const element: FileFacts['elements'][number] = { slots: [], states: [], computedState: false };
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxSpreadAttribute(attribute)) element.slots.push(...slotsOf(attribute.expression));
        else if (ts.isJsxAttribute(attribute) && attribute.initializer) {
          const name = attribute.name.getText();
          const value = attributeValue(attribute.initializer);
          if (!value) continue;
          // After the part's spread, as it is written: the element's own slot replaces the part's.
          if (name === 'data-slot') element.slots = literalValues(value).values;
          if (name === 'data-state') {
            const { values, computed } = literalValues(value);
            Object.assign(element, { states: values, computedState: computed, stateAt: computed ? value.getStart() : undefined });
          }
        }
      }
      if (element.slots.length > 0) facts.elements.push(element);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/** Every source file a component's entry reaches (`src/<component>/index.ts`), but the provider and messages in `theme/`. */
function reachableFiles(srcDir: string, component: string): Map<string, FileFacts> {
  const files = new Map<string, FileFacts>();
  const queue = [join(srcDir, component, 'index.ts')];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file) || relative(srcDir, file).startsWith(SKIPPED_FOLDER)) continue;
    const facts = readFile(file);
    files.set(file, facts);
    for (const specifier of facts.imports) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return files;
}

/**
 * The parts (`data-slot`), their literal `data-state` values and the message sections of one
 * component of `@patchbay/ui`, read from its sources (TypeScript's parser, no type checking): the
 * docs pages list them, so a part added to a component shows there without anyone writing it down.
 * A part named through a variable the parser cannot follow (ActionMenu's `slot` prop) is not found:
 * its component's facts list it by hand.
 */
export function componentParts(srcDir: string, component: string): ComponentSourceFacts {
  const files = reachableFiles(srcDir, component);
  const all = [...files.values()];
  const ownFolder = join(srcDir, component);
  const ownBlocks = new Set([...files].flatMap(([file, facts]) => (file.startsWith(ownFolder) ? [...facts.ownBlocks, ...facts.blockProps] : [])));
  const blockProps = [...new Set(all.flatMap((facts) => facts.blockProps))];
  const isOwnBlock = (slot: string) => [...ownBlocks].some((block) => slot === block || slot.startsWith(`${block}-`));
  const parts = new Map<string, ComponentPart & { own: boolean }>();
  for (const [file, element] of [...files].flatMap(([file, facts]) => facts.elements.map((element) => [file, element] as const))) {
    const slots = element.slots.flatMap((slot) =>
      slot.startsWith(BLOCK_PARAM) ? blockProps.map((block) => slot.replace(BLOCK_PARAM, block)) : [slot],
    );
    for (const slot of slots) {
      const part = parts.get(slot) ?? { slot, states: [], computedState: false, stateExpressions: [], own: false };
      part.states = [...new Set([...part.states, ...element.states])].sort();
      part.computedState ||= element.computedState;
      // A part is the component's own when it is named after one of its blocks or written in its folder (`connection-status`).
      part.own ||= isOwnBlock(slot) || (file.startsWith(ownFolder) && !slot.startsWith(BLOCK_PARAM) && element.slots.includes(slot));
      if (element.stateAt !== undefined) part.stateExpressions.push({ file: relative(srcDir, file), start: element.stateAt });
      parts.set(slot, part);
    }
  }
  const sorted = [...parts.values()].sort((a, b) => a.slot.localeCompare(b.slot));
  const withoutFlag = ({ own: _own, ...part }: ComponentPart & { own: boolean }): ComponentPart => part;
  return {
    component,
    own: sorted.filter((part) => part.own).map(withoutFlag),
    shared: sorted.filter((part) => !part.own).map(withoutFlag),
    messageSections: [...new Set(all.flatMap((facts) => facts.messageSections))].sort(),
    files: [...files.keys()].map((file) => relative(srcDir, file)).sort(),
  };
}
