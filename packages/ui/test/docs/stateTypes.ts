import { resolve } from 'node:path';
import ts from 'typescript';
import type { ComponentSourceFacts } from '../../stories/docs/componentParts';

/**
 * The values each computed `data-state` can take, from the type of its expression (`status: ConnectStatus`
 * is 'idle' | 'opening' | …), by TypeScript's checker over the component's sources. `null` for an expression
 * whose type is not a union of string literals (a plain `string`): its values cannot be listed.
 */
export function computedStateValues(srcDir: string, facts: ComponentSourceFacts[]): Map<string, string[] | null> {
  const configFile = resolve(srcDir, '../../../tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, resolve(srcDir, '../../..'));
  const roots = [...new Set(facts.flatMap((component) => component.files.map((file) => resolve(srcDir, file))))];
  const program = ts.createProgram(roots, { ...options, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const values = new Map<string, string[] | null>();
  for (const part of facts.flatMap((component) => [...component.own, ...component.shared])) {
    if (!part.computedState || values.has(part.slot)) continue;
    const found = new Set<string>();
    let listable = true;
    for (const { file, start } of part.stateExpressions) {
      const source = program.getSourceFile(resolve(srcDir, file))!;
      let node: ts.Node = source;
      // The innermost node that starts at the expression and spans it: the expression itself.
      for (let next = findChildAt(node, start); next; next = findChildAt(node, start)) node = next;
      while (node.parent && ts.isExpression(node.parent) && node.parent.getStart() === start) node = node.parent;
      const type = checker.getTypeAtLocation(node);
      for (const member of type.isUnion() ? type.types : [type]) {
        if (member.isStringLiteral()) found.add(member.value);
        else if (!(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) listable = false;
      }
    }
    values.set(part.slot, listable ? [...found].sort() : null);
  }
  return values;
}

function findChildAt(node: ts.Node, start: number): ts.Node | undefined {
  return node.getChildren().find((child) => child.getStart() <= start && start < child.getEnd());
}
