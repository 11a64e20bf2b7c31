import type { McpTag, ToolJsonSchema } from '@patchbay/client';
import { anyObject, bool, int, list, num, obj, record, str } from './jsonSchema';
import { ASPECTS, IDEMPOTENT_DESTRUCTIVE, INPUT_OVERRIDES, SINGLETONS, TEXT_INPUTS, TEXT_SEARCH, VERB_KINDS, type Kind } from './toolActions';
import type { ToolSchemas, ToolTemplate } from './types';

/**
 * Schemas for the generated catalog's tools, from a template's ACTION and
 * description alone: the verb decides the kind (LIST_* pages, GET_* reads
 * one record by id, CREATE_* takes the fields it creates, DELETE_* is
 * destructive...), the description's "with a, b and optional c" or "'s a,
 * b or c" names the fields. Deterministic and pure: the same template gives
 * the same schemas.
 */

const words = (text: string) => text.toLowerCase().replace(/_/g, ' ');
const snake = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

function plural(noun: string): string {
  if (noun.endsWith('s')) return noun;
  if (noun.endsWith('y') && !/[aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

function singular(noun: string): string {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(noun)) return noun.slice(0, -2);
  if (noun.endsWith('s') && !/(ss|us|is)$/.test(noun)) return noun.slice(0, -1);
  return noun;
}

/** The schema of an input field, by what its name says it holds. */
function fieldSchema(name: string, owner: string, about?: string): ToolJsonSchema {
  const label = about ?? `${words(name).charAt(0).toUpperCase()}${words(name).slice(1)} of the ${words(owner)}`;
  if (/^(payload|options|properties|metadata|headers)$/.test(name)) return anyObject(label);
  if (/(minutes|limit)$/.test(name)) return int(label, { minimum: 1, maximum: 10_000 });
  if (/(^|_)(date|time|deadline)$|_at$|^due/.test(name)) return str(`${label}, as an ISO 8601 date-time`, { format: 'date-time' });
  if (/email/.test(name)) return str(label, { format: 'email', maxLength: 320 });
  if (/(^|_)(url|link)$/.test(name)) return str(label, { format: 'uri', maxLength: 2048 });
  if (/(amount|price|value|quantity|estimate|hours|size|threshold|grade)$/.test(name)) return num(label);
  if (/^(is|has)_|^enabled$/.test(name)) return bool(label);
  if (/(s|items)$/.test(name) && !/(status|address|ss|us|is|news|details|settings|notes)$/.test(name)) {
    return list(label, str(`One of the ${words(name)}`, { maxLength: 200 }), { maxItems: 100 });
  }
  return str(label, { maxLength: name === 'body' || name === 'content' || name === 'notes' ? 20_000 : 1000 });
}

/** Field names from a phrase such as "a title, body and optional labels": [name, optional]. */
function fieldList(phrase: string): [string, boolean][] {
  const fields: [string, boolean][] = [];
  for (const raw of phrase.split(/,\s*|\s+and\s+|\s+or\s+/)) {
    let part = raw.trim().replace(/^(a|an|the|its|their)\s+/, '');
    const optional = /^optional\s/.test(part);
    part = part.replace(/^optional\s+/, '').replace(/^(a|an|the)\s+/, '');
    const name = snake(part.split(/\s+/).slice(-3).join(' '));
    if (/^[a-z][a-z0-9_]{1,39}$/.test(name) && !fields.some(([known]) => known === name)) fields.push([name, optional]);
  }
  return fields.slice(0, 6);
}

/** The fields a description names: "... with a, b and optional c." or "... a task's a, b or c." */
function describedFields(description: string): [string, boolean][] {
  const sentence = description.split(/\.(\s|$)/)[0] ?? '';
  // "with any method, headers and body and returns the response": the fields end where the next clause starts.
  const withPhrase = /\bwith\s+(.+)$/.exec(sentence)?.[1]?.split(/\s(?:and returns|to|for|from|in|on)\s/)[0];
  if (withPhrase) return fieldList(withPhrase);
  const owned = /'s\s+(.+)$/.exec(sentence)?.[1];
  return owned ? fieldList(owned) : [];
}

/** "Lists tasks in a project, filtered by status or assignee" -> status, assignee. */
function filterFields(description: string): string[] {
  const phrase = /\b(?:filtered|optionally filtered) by\s+([^.]+)/.exec(description)?.[1];
  return phrase ? fieldList(phrase).map(([name]) => name) : [];
}

interface Parsed {
  verb: string;
  kind: Kind;
  /** The record the tool works on, lower snake case ('pull_request'), '' when the action names none. */
  noun: string;
  singleton: boolean;
  textInput: [string, string] | undefined;
}

function parseAction(action: string): Parsed {
  const [verb = action, ...rest] = action.split('_');
  const kind = VERB_KINDS[verb] ?? 'action';
  const nounWords = rest.filter((word, index) => !(index === rest.length - 1 && ASPECTS.has(word) && rest.length > 1));
  const nounKey = rest.join('_');
  const last = rest.at(-1) ?? '';
  return {
    verb,
    kind,
    noun: singular(snake(nounWords.join('_'))),
    singleton: SINGLETONS.has(nounKey),
    textInput: TEXT_INPUTS[last] ?? (rest.length === 0 && kind === 'action' ? ['text', 'The text to work on'] : undefined),
  };
}

const idField = (noun: string) => `${noun || 'item'}_id`;
const idSchema = (noun: string) => str(`Id of the ${words(noun || 'item')}`, { minLength: 1, maxLength: 200 });

function tagsFor(parsed: Parsed, description: string, openWorld: boolean): McpTag[] {
  const readOnly = parsed.kind === 'list' || parsed.kind === 'read' || /\bread-only\b/.test(description);
  const tags: McpTag[] = [];
  // What it does to what exists: a tool that is not read-only deletes, changes or adds (runs and sends add a record of them).
  if (readOnly) tags.push('readOnlyHint');
  else if (parsed.kind === 'delete') tags.push('destructiveHint');
  else if (parsed.kind === 'update') tags.push('updateHint');
  else tags.push('createHint');
  if (readOnly || parsed.kind === 'update' || (parsed.kind === 'delete' && IDEMPOTENT_DESTRUCTIVE.has(parsed.verb))) tags.push('idempotentHint');
  if (openWorld) tags.push('openWorldHint');
  return tags;
}

/** Names that already say what is being made: with none of them, a created record also gets a title or name. */
const PRIMARY = /^(name|title|subject|text|content|body|email|event|url|prompt)$/;

function input(action: string, parsed: Parsed, description: string): ToolJsonSchema {
  const { kind, noun } = parsed;
  const owner = noun || 'item';
  const override = INPUT_OVERRIDES[action];
  if (override) {
    const fields = override.map(([name, about]) => [name.replace('*', ''), name.endsWith('*'), about] as const);
    return obj(
      Object.fromEntries(fields.map(([name, , about]) => [name, fieldSchema(name, owner, about)])),
      fields.filter(([, required]) => required).map(([name]) => name),
    );
  }
  const fields = describedFields(description);
  if (kind === 'list') {
    const filters = Object.fromEntries(filterFields(description).map((name) => [name, fieldSchema(name, owner)]));
    const textRequired = TEXT_SEARCH.has(parsed.verb) || noun === '';
    return obj(
      {
        query: str(textRequired ? 'What to search for' : `Only ${words(plural(owner))} matching this text`, { maxLength: 500 }),
        ...filters,
        limit: int('How many results to return at most', { minimum: 1, maximum: 100, default: 20 }),
        cursor: str("The previous page's next_cursor; omit it for the first page", { maxLength: 500 }),
      },
      textRequired ? ['query'] : [],
    );
  }
  if (parsed.textInput && (kind === 'action' || kind === 'read')) {
    const [name, about] = parsed.textInput;
    return obj({ [name]: str(about, { minLength: 1, maxLength: 20_000 }) }, [name]);
  }
  if (kind === 'read') return parsed.singleton ? obj({}) : obj({ [idField(noun)]: idSchema(noun) }, [idField(noun)]);
  if (kind === 'delete') {
    const extra: Record<string, ToolJsonSchema> =
      parsed.verb === 'CANCEL' || parsed.verb === 'VOID' || parsed.verb === 'REFUND'
        ? { reason: str('Why, for the record', { maxLength: 1000 }) }
        : {};
    return obj({ [idField(noun)]: idSchema(noun), ...extra }, [idField(noun)]);
  }
  if (kind === 'update') {
    const changes = fields.length > 0 ? fields.map(([name]) => name) : ['name', 'description'];
    return obj({ [idField(noun)]: idSchema(noun), ...Object.fromEntries(changes.map((name) => [name, fieldSchema(name, owner)])) }, [idField(noun)]);
  }
  if (kind === 'create') {
    if (parsed.textInput) {
      const [name, about] = parsed.textInput;
      return obj({ [name]: str(about, { minLength: 1, maxLength: 20_000 }) }, [name]);
    }
    const primary: [string, boolean] = [/post|page|issue|task|ticket|event|article|document|meeting|milestone/.test(noun) ? 'title' : 'name', false];
    const given: [string, boolean][] = fields.some(([name]) => PRIMARY.test(name)) ? [...fields] : [primary, ...fields];
    if (fields.length === 0) given.push(['description', true]);
    return obj(
      Object.fromEntries(given.map(([name]) => [name, fieldSchema(name, owner)])),
      given.filter(([, optional]) => !optional).map(([name]) => name),
    );
  }
  // Runs, triggers, conversions: the record it acts on, and options for it.
  return obj({ [idField(noun)]: idSchema(noun), options: anyObject(`Options for the ${words(parsed.verb)}, as the app documents them`) }, [
    idField(noun),
  ]);
}

function output(parsed: Parsed, description: string): ToolJsonSchema {
  const owner = parsed.noun || 'item';
  const fields = Object.fromEntries(describedFields(description).map(([name]) => [name, fieldSchema(name, owner)]));
  const item = record({ id: str(`Id of the ${words(owner)}`), ...fields }, ['id'], `One ${words(owner)}`);
  switch (parsed.kind) {
    case 'list':
      return record(
        {
          items: list(`The matching ${words(plural(owner))}`, item),
          next_cursor: str('Cursor of the next page; absent on the last page'),
        },
        ['items'],
      );
    case 'delete':
      return record({ id: str(`Id of the ${words(owner)}`), [parsed.verb === 'DELETE' ? 'deleted' : 'done']: bool('Whether it took effect') }, [
        'id',
      ]);
    case 'action':
      return record(
        { id: str('Id of the run or result'), status: str('Where it stands, for example queued or done'), result: anyObject('What it produced') },
        ['id'],
      );
    default:
      return parsed.textInput ? record({ result: anyObject('What it produced') }) : item;
  }
}

export function deriveToolSchemas(template: ToolTemplate, options: { openWorld: boolean }): ToolSchemas {
  const parsed = parseAction(template.action);
  return {
    input: input(template.action, parsed, template.description),
    output: output(parsed, template.description),
    tags: tagsFor(parsed, template.description, options.openWorld),
  };
}
