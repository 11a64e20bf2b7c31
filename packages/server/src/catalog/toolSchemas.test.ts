import type { ToolJsonSchema } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import { buildCatalog, getCatalog, toolSchemas } from '.';

const catalog = getCatalog();
const TAGS = new Set(['readOnlyHint', 'createHint', 'updateHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
/** What a tool does to what exists: a tool that is not read-only has exactly one. */
const EFFECTS = ['createHint', 'updateHint', 'destructiveHint'] as const;
const entries = catalog.toolkits.flatMap((toolkit) => toolkit.tools.map((tool) => ({ toolkit, tool })));

/** Problems with a schema of the subset tools use: every property typed and described, `required` among them. */
function problemsOf(schema: ToolJsonSchema, at: string): string[] {
  const problems: string[] = [];
  if (schema.type === undefined) problems.push(`${at}: no type`);
  if (schema.type === 'object' && schema.properties) {
    for (const name of schema.required ?? [])
      if (!Object.hasOwn(schema.properties, name)) problems.push(`${at}: required '${name}' is not a property`);
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!/^[a-z][a-z0-9_]*$/.test(name)) problems.push(`${at}.${name}: not a snake_case name`);
      if (!property.description) problems.push(`${at}.${name}: no description`);
      problems.push(...problemsOf(property, `${at}.${name}`));
    }
  }
  if (schema.type === 'array' && !schema.items) problems.push(`${at}: array without items`);
  if (schema.enum && schema.default !== undefined && schema.default !== null && !schema.enum.includes(schema.default))
    problems.push(`${at}: default outside enum`);
  return problems;
}

describe('tool schemas', () => {
  it('gives every tool an object input and output schema, typed and described, and MCP hints', () => {
    const problems: string[] = [];
    for (const { toolkit, tool } of entries) {
      const { input, output, tags } = toolSchemas(toolkit, tool);
      if (input.type !== 'object' || !input.properties || input.additionalProperties !== false)
        problems.push(`${tool.slug}: input is not a closed object`);
      if (output.type !== 'object') problems.push(`${tool.slug}: output is not an object`);
      problems.push(...problemsOf(input, `${tool.slug}.input`), ...problemsOf(output, `${tool.slug}.output`));
      for (const tag of tags) if (!TAGS.has(tag)) problems.push(`${tool.slug}: unknown tag ${tag}`);
      if (tags.includes('readOnlyHint') && tags.includes('destructiveHint')) problems.push(`${tool.slug}: read-only and destructive`);
      const effects = EFFECTS.filter((effect) => tags.includes(effect));
      if (tags.includes('readOnlyHint') ? effects.length > 0 : effects.length !== 1)
        problems.push(
          `${tool.slug}: ${tags.includes('readOnlyHint') ? 'read-only with' : 'not read-only, with'} ${effects.join(', ') || 'no effect hint'}`,
        );
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('derives what the action says: LIST_ pages, GET_ reads by id, CREATE_ takes fields, DELETE_ is destructive', () => {
    for (const { toolkit, tool } of entries) {
      if (!tool.template) continue;
      const { input, tags } = toolSchemas(toolkit, tool);
      const { action } = tool.template;
      if (action.startsWith('LIST_')) {
        expect(Object.keys(input.properties!), tool.slug).toEqual(expect.arrayContaining(['query', 'limit', 'cursor']));
        expect(tags, tool.slug).toContain('readOnlyHint');
      }
      if (action.startsWith('DELETE_')) {
        expect(tags, tool.slug).toEqual(expect.arrayContaining(['destructiveHint', 'idempotentHint']));
        expect(input.required, tool.slug).toEqual([expect.stringMatching(/_id$/)]);
      }
      if (action.startsWith('CREATE_')) {
        expect(input.required!.length, tool.slug).toBeGreaterThan(0);
        expect(tags, tool.slug).toContain('createHint');
      }
      if (action.startsWith('UPDATE_')) expect(tags, tool.slug).toContain('updateHint');
      if (!toolkit.isLocalToolkit) expect(tags, tool.slug).toContain('openWorldHint');
    }
    const issue = catalog.tool('GITHUB_CREATE_ISSUE')!;
    expect(toolSchemas(issue.toolkit, issue.tool).input).toMatchObject({
      required: ['title', 'body'],
      properties: { title: { type: 'string' }, body: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } },
    });
    // The built-in toolkits' tools too: gating by tag gates them.
    const hintsOf = (slug: string) => {
      const entry = catalog.tool(slug)!;
      return toolSchemas(entry.toolkit, entry.tool).tags;
    };
    expect(hintsOf('PATCHBAY_OAUTH_DEMO_CREATE_TASK')).toContain('createHint');
    expect(hintsOf('PATCHBAY_OAUTH_DEMO_UPDATE_TASK')).toContain('updateHint');
    expect(hintsOf('PATCHBAY_OAUTH_DEMO_COMPLETE_TASK')).toContain('updateHint');
    expect(hintsOf('PATCHBAY_APIKEY_DEMO_RECORD_METRIC')).toContain('createHint');
    expect(hintsOf('PATCHBAY_OAUTH_DEMO_LIST_TASKS')).toEqual(expect.arrayContaining(['readOnlyHint']));
    const repository = catalog.tool('GITHUB_GET_REPOSITORY')!;
    expect(toolSchemas(repository.toolkit, repository.tool).input.required).toEqual(['repository_id']);
  });

  it('is deterministic, shared per template and frozen', () => {
    const again = buildCatalog();
    for (const { toolkit, tool } of entries.slice(0, 2000)) {
      const other = again.tool(tool.slug)!;
      expect(JSON.stringify(toolSchemas(other.toolkit, other.tool))).toBe(JSON.stringify(toolSchemas(toolkit, tool)));
    }
    const a = catalog.tool('GITHUB_CREATE_ISSUE')!;
    const b = entries.find(({ toolkit, tool }) => tool.template === a.tool.template && toolkit !== a.toolkit && !toolkit.isLocalToolkit)!;
    expect(toolSchemas(a.toolkit, a.tool)).toBe(toolSchemas(b.toolkit, b.tool));
    expect(Object.isFrozen(toolSchemas(a.toolkit, a.tool).input.properties)).toBe(true);
  });

  it('derives a schema per template, not per tool: ~300 shared by ~10,000 tools', () => {
    const fresh = buildCatalog();
    const all = fresh.toolkits.flatMap((toolkit) => toolkit.tools.map((tool) => ({ toolkit, tool })));
    const derived = new Set(all.map(({ toolkit, tool }) => toolSchemas(toolkit, tool)));
    const templates = new Set(all.map(({ tool }) => tool.template));
    // A local toolkit's tools may have schemas of their own.
    const localTools = all.filter(({ toolkit }) => toolkit.isLocalToolkit).length;
    expect(derived.size).toBeLessThanOrEqual(templates.size + localTools);
    expect(derived.size).toBeLessThan(all.length / 10);
  });
});
