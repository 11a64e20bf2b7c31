import { describe, expect, it } from 'vitest';
import deprecatedToolkits from './data/deprecatedToolkits.json' with { type: 'json' };
import popularToolkits from './data/popularToolkits.json' with { type: 'json' };
import toolkits from './data/toolkits.json' with { type: 'json' };
import toolTemplates from './data/toolTemplates.json' with { type: 'json' };
import triggerTemplates from './data/triggerTemplates.json' with { type: 'json' };
import { CatalogDataError, parseCatalogData, type CatalogDataFiles } from './parseCatalogData';

/** The data files as the tests edit them; templates loosely typed, as the tests write what their types would refuse. */
interface EditableFiles extends CatalogDataFiles {
  toolkits: { columns: string[]; rows: unknown[][] };
  popularToolkits: string[];
  deprecatedToolkits: Record<string, string>;
  toolTemplates: any;
  triggerTemplates: any;
}

/** A fresh, writable copy of the shipped data files, for breaking one entry at a time. */
function files(): EditableFiles {
  return structuredClone({ toolkits, popularToolkits, deprecatedToolkits, toolTemplates, triggerTemplates });
}

function errorOf(data: CatalogDataFiles): string {
  try {
    parseCatalogData(data);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogDataError);
    return (error as Error).message;
  }
  throw new Error('parseCatalogData accepted bad data');
}

/** Index of a toolkit's row in toolkits.json. */
function rowOf(data: EditableFiles, slug: string): number {
  const index = data.toolkits.rows.findIndex((row) => row[0] === slug);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

describe('parseCatalogData', () => {
  it('reads the shipped data files', () => {
    const data = parseCatalogData(files());
    expect(data.toolkits).toHaveLength(toolkits.rows.length);
    expect(data.toolkits.find((t) => t.slug === 'github')).toEqual({
      slug: 'github',
      name: 'GitHub',
      categoryCodes: ['dev'],
      authSchemes: ['OAUTH2'],
      description: 'Code hosting with pull requests, issues and Actions workflows.',
      appHost: 'github.com',
      apiBase: 'api.github.com',
    });
    expect(data.toolkits.some((t) => t.apiBase === null)).toBe(true);
    expect(data.popularSlugs[0]).toBe('github');
    expect(data.deprecatedInFavourOf['twitter']).toBe('x');
    expect(data.toolTemplates.byCategory.get('dev')?.[0]).toEqual({
      action: 'CREATE_ISSUE',
      description: 'Opens a new issue in a {app} project with a title, body and optional labels.',
    });
    expect([...data.toolTemplates.byToolkit.keys()]).toContain('code_interpreter');
    expect(data.toolTemplates.publicData.map((t) => t.action)).toEqual(['SEARCH', 'GET_ITEM', 'LIST_ITEMS', 'GET_LATEST']);
  });

  it('gives every poll trigger the standard interval_minutes field, after its own fields', () => {
    const data = parseCatalogData(files());
    const polls = [...data.triggerTemplates.byCategory.values(), ...data.triggerTemplates.byToolkit.values(), data.triggerTemplates.publicData]
      .flat()
      .filter((t) => t.type === 'poll');
    expect(polls.length).toBeGreaterThan(10);
    for (const poll of polls) {
      expect(Object.keys(poll.config).at(-1), poll.key).toBe('interval_minutes');
      expect(poll.config['interval_minutes']).toEqual({
        type: 'number',
        description: 'How often to check for new data, in minutes',
        required: false,
        default: 15,
      });
    }
    const webhook = data.triggerTemplates.byCategory.get('dev')?.find((t) => t.key === 'COMMIT_EVENT');
    expect(Object.keys(webhook?.config ?? {})).toEqual(['repository', 'branch']);
  });

  it('names the file, the row, the toolkit and the column of a bad toolkit', () => {
    const data = files();
    const row = rowOf(data, 'gitlab');
    data.toolkits.rows[row]![3] = ['OAUTH2', 'OAUTH3'];
    expect(errorOf(data)).toMatch(
      new RegExp(`^Invalid catalog data in toolkits\\.json, rows\\[${row}\\] \\(gitlab\\): authSchemes\\[1\\]: .*"API_KEY"`),
    );

    const unknownCategory = files();
    unknownCategory.toolkits.rows[row]![2] = ['dev', 'nope'];
    expect(errorOf(unknownCategory)).toContain(`toolkits.json, rows[${row}] (gitlab): categories[1]:`);

    const missingColumn = files();
    missingColumn.toolkits.rows[row] = missingColumn.toolkits.rows[row]!.slice(0, 6);
    expect(errorOf(missingColumn)).toContain(`toolkits.json, rows[${row}] (gitlab):`);

    const schemeInHost = files();
    schemeInHost.toolkits.rows[row]![5] = 'https://gitlab.com';
    expect(errorOf(schemeInHost)).toContain(`toolkits.json, rows[${row}] (gitlab): appHost: expected a host`);

    // Rows are checked by zod's compiled parser: what it refuses is reported as the runtime words it.
    const blankName = files();
    blankName.toolkits.rows[row]![1] = '   ';
    expect(errorOf(blankName)).toContain(`toolkits.json, rows[${row}] (gitlab): name:`);

    const threeCategories = files();
    threeCategories.toolkits.rows[row]![2] = ['dev', 'com', 'crm'];
    expect(errorOf(threeCategories)).toContain(`toolkits.json, rows[${row}] (gitlab): categories:`);
  });

  it('refuses a repeated slug and a columns line that does not match', () => {
    const data = files();
    const github = data.toolkits.rows[rowOf(data, 'github')]!;
    data.toolkits.rows.push([...github]);
    expect(errorOf(data)).toBe(
      `Invalid catalog data in toolkits.json, rows[${data.toolkits.rows.length - 1}] (github): the slug github is already taken by an earlier row`,
    );

    const swapped = files();
    swapped.toolkits.columns = ['name', 'slug', ...swapped.toolkits.columns.slice(2)];
    expect(errorOf(swapped)).toBe(
      'Invalid catalog data in toolkits.json: columns must be slug, name, categories, authSchemes, description, appHost, apiBase',
    );
  });

  it('refuses popular and deprecated entries that name no toolkit', () => {
    const popular = files();
    popular.popularToolkits = [...popularToolkits, 'no_such_app'];
    expect(errorOf(popular)).toBe(
      `Invalid catalog data in popularToolkits.json, [${popularToolkits.length}]: no toolkit no_such_app in toolkits.json`,
    );

    const deprecated = files();
    deprecated.deprecatedToolkits = { ...deprecatedToolkits, twitter: 'x_two' };
    expect(errorOf(deprecated)).toBe('Invalid catalog data in deprecatedToolkits.json, twitter: no toolkit x_two in toolkits.json');
  });

  it('names the file, the group and the template of a bad template', () => {
    const tools = files();
    tools.toolTemplates.byCategory.dev[1] = { action: 'list repositories', description: 'Lists.' };
    expect(errorOf(tools)).toBe(
      'Invalid catalog data in toolTemplates.json, byCategory.dev[1] (list repositories): action: expected an UPPER_SNAKE_CASE key',
    );

    const twice = files();
    twice.toolTemplates.byCategory.com.push({ ...twice.toolTemplates.byCategory.com[0] });
    expect(errorOf(twice)).toMatch(
      /^Invalid catalog data in toolTemplates\.json, byCategory\.com\[\d+\] \(SEND_MESSAGE\): SEND_MESSAGE appears twice/,
    );

    const stranger = files();
    stranger.toolTemplates.byToolkit.nobody = [];
    expect(errorOf(stranger)).toBe('Invalid catalog data in toolTemplates.json, byToolkit.nobody: no toolkit nobody in toolkits.json');

    const category = files();
    category.triggerTemplates.byCategory.xyz = [];
    expect(errorOf(category)).toBe('Invalid catalog data in triggerTemplates.json: byCategory: Unrecognized key: "xyz"');

    const uncovered = files();
    delete uncovered.toolTemplates.byCategory.hr;
    expect(errorOf(uncovered)).toMatch(/^Invalid catalog data in toolTemplates\.json: byCategory\.hr: /);
  });

  it('checks trigger config and payload fields', () => {
    const badDefault = files();
    badDefault.triggerTemplates.byCategory.dev[2].config.action.default = 'reopened';
    expect(errorOf(badDefault)).toBe(
      'Invalid catalog data in triggerTemplates.json, byCategory.dev[2] (PULL_REQUEST_EVENT): config.action.default: the default is not one of the options',
    );

    const noOptions = files();
    delete noOptions.triggerTemplates.byCategory.dev[2].config.action.options;
    expect(errorOf(noOptions)).toContain('(PULL_REQUEST_EVENT): config.action.options: an enum field lists its options');

    const typo = files();
    typo.triggerTemplates.byCategory.dev[0].config.branch.requried = true;
    expect(errorOf(typo)).toContain('byCategory.dev[0] (COMMIT_EVENT): config.branch: ');

    const payload = files();
    payload.triggerTemplates.byCategory.dev[0].payload.author = { type: 'object' };
    expect(errorOf(payload)).toContain('byCategory.dev[0] (COMMIT_EVENT): payload.author.properties: ');
  });
});
