'use client';
import type { ToolApprovalArgumentLabel } from '@patchbay/client';
import type { ReactNode } from 'react';
import { humanize, type FormField } from '../shared/form/formField';
import type { Messages } from '../theme/messages';
import { useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { LongText } from './LongText';
import { useToolApprovalContext } from './toolApprovalContext';

/** Deeper than this, a value is its JSON: a hostile nesting must not nest the page without end. */
const MAX_DEPTH = 6;
/** A list shows this many items, then says how many more there are. */
const MAX_ITEMS = 50;

export interface ArgumentListProps {
  /** The values, by name. */
  values: Record<string, unknown>;
  /** Their schema as form fields (labels, formats); names it does not list show too, by their name. */
  fields: readonly FormField[] | undefined;
  /** Values (by name) that are ids of the app's records, named: shown as the record's name instead of the id. @default {} */
  labels?: Record<string, ToolApprovalArgumentLabel> | undefined;
  depth?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A string of a date format as a date, or null when it does not parse. */
function asDate(text: string, format: FormField['format'], messages: Messages['toolApproval'], lang: string): string | null {
  const date = new Date(format === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return null;
  return format === 'date' ? messages.date(date, lang) : messages.dateTime(date, lang);
}

/** A web address that is safe to link to (http or https); null otherwise. */
function safeUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** One value in words: as its schema field says (a date, a link) or, without one, as its type. */
export function ArgumentValue({ value, field, depth }: { value: unknown; field: FormField | undefined; depth: number }): ReactNode {
  const { messages } = useToolApprovalContext('Arguments');
  const part = useParts('tool-approval');
  const { lang } = useUISettings();
  if (value === null || value === undefined) return messages.none;
  if (typeof value === 'boolean') return value ? messages.yes : messages.no;
  if (typeof value === 'number') return messages.number(value, lang);
  if (typeof value === 'string') {
    const format = field?.format;
    const date = format === 'date' || format === 'date-time' ? asDate(value, format, messages, lang) : null;
    if (date) return <time dateTime={value}>{date}</time>;
    const href = format === 'email' && EMAIL.test(value) ? `mailto:${value}` : format === 'uri' ? safeUrl(value) : null;
    if (href)
      return (
        <a {...part('link')} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {value}
        </a>
      );
    return <LongText text={value} />;
  }
  if (depth >= MAX_DEPTH) return <LongText text={JSON.stringify(value)} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return messages.emptyList;
    const shown = (value as unknown[]).slice(0, MAX_ITEMS);
    return (
      <ul {...part('list')}>
        {shown.map((item, index) => (
          // Items have no identity of their own; their place is their key.
          <li key={index} {...part('list-item')}>
            <ArgumentValue value={item} field={field?.item} depth={depth + 1} />
          </li>
        ))}
        {value.length > MAX_ITEMS ? <li {...part('list-item')}>{messages.moreItems(value.length - MAX_ITEMS, lang)}</li> : null}
      </ul>
    );
  }
  if (isRecord(value)) return <ArgumentList values={value} fields={field?.fields} depth={depth + 1} />;
  // Arguments are JSON: nothing else reaches here.
  return null;
}

/**
 * Values as a description list: the schema's labels (its `title`, else the
 * name in words), in the schema's order, then any name it does not list. An
 * id with a label is the record it names ("Task: Write report").
 */
export function ArgumentList({ values, fields, labels, depth = 0 }: ArgumentListProps) {
  const { appName, messages } = useToolApprovalContext('Arguments');
  const part = useParts('tool-approval');
  const known = (fields ?? []).filter((field) => Object.hasOwn(values, field.name));
  const others = Object.keys(values).filter((name) => !known.some((field) => field.name === name));
  const rows: [string, FormField | undefined][] = [
    ...known.map((field): [string, FormField] => [field.name, field]),
    ...others.map((name): [string, undefined] => [name, undefined]),
  ];
  return (
    <dl {...part('values')} data-depth={depth}>
      {rows.map(([name, field]) => {
        const named = labels && Object.hasOwn(labels, name) ? labels[name] : undefined;
        return (
          <div key={name} {...part('value')} data-resource={named?.resource}>
            <dt {...part('name')}>{named ? messages.resourceName(named.resource) : (field?.title ?? humanize(name))}</dt>
            <dd {...part('detail')}>
              {named ? (named.label ?? messages.notFound(appName)) : <ArgumentValue value={values[name]} field={field} depth={depth} />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
