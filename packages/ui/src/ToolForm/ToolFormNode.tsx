'use client';
import { Button } from '../shared/Button';
import { keyOf, valueAt, type FieldPath, type FormField } from '../shared/form/formField';
import { FormFieldView } from '../shared/form/FormFieldView';
import { JsonFieldControl } from '../shared/form/JsonFieldControl';
import { SearchSelectControl } from '../shared/form/SearchSelectControl';
import { startingValueOf } from '../shared/form/startingValues';
import { AlertIcon } from '../shared/icons';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { useToolFormContext } from './toolFormContext';
import { labelOf } from './toolProblems';

/** Past this many options a choice is a search, not a select. */
export const SELECT_MAX_OPTIONS = 100;

export interface ToolFormNodeProps {
  field: FormField;
  path: FieldPath;
  label: string;
  /** Called to remove this field when it is an array's item. */
  onRemove?: (() => void) | undefined;
  /** The array is at its `minItems`: Remove stays in place but does nothing. @default false */
  removeOff?: boolean;
}

/**
 * One field of a tool's input, whatever its kind: an input, a JSON text
 * area, or a fieldset of an object's fields or of an array's items (with
 * Add and Remove buttons).
 */
export function ToolFormNode({ field: model, path, label, onRemove, removeOff = false }: ToolFormNodeProps) {
  // An array's item is there because it was added: no required mark of its own.
  const field = onRemove ? { ...model, required: false } : model;
  const form = useToolFormContext('Field');
  const { messages } = form;
  const { lang } = useUISettings();
  const part = useParts('tool-form');
  const key = keyOf(path);
  const ids = form.idsOf(key);
  const error = form.errorOf(key);
  const value = valueAt(form.values, path);
  const set = (next: unknown) => form.setFieldValue(path, next);
  const remove = onRemove ? (
    <Button variant="ghost" {...part('remove')} aria-disabled={removeOff || undefined} onClick={onRemove}>
      {messages.removeItem(label)}
    </Button>
  ) : null;

  if (field.kind === 'object' || field.kind === 'array') {
    const items = field.kind === 'array' && Array.isArray(value) ? (value as unknown[]) : [];
    const item = field.item;
    const add = () => {
      set([...items, item ? startingValueOf(item) : undefined]);
      // The new item's first control takes the focus once it is there.
      const first = item?.kind === 'object' && item.fields?.[0] ? [...path, items.length, item.fields[0].name] : [...path, items.length];
      setTimeout(() => document.getElementById(form.idsOf(keyOf(first)).input)?.focus());
    };
    return (
      <fieldset
        {...part('group')}
        id={ids.input}
        // Focusable from code only: a problem of the whole group is focused here.
        tabIndex={-1}
        data-type={field.kind}
        data-state={error ? 'invalid' : 'valid'}
        aria-describedby={[field.description ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined}
      >
        <legend {...part('legend')}>
          {label}
          {field.required ? (
            <>
              <span aria-hidden="true" {...part('required')}>
                *
              </span>
              <VisuallyHidden> ({messages.required})</VisuallyHidden>
            </>
          ) : null}
        </legend>
        {field.description ? (
          <p id={ids.hint} {...part('hint')}>
            {field.description}
          </p>
        ) : null}
        {field.kind === 'object'
          ? (field.fields ?? []).map((child) => (
              <ToolFormNode key={child.name} field={child} path={[...path, child.name]} label={labelOf(child, undefined, false)} />
            ))
          : items.map((_, index) => (
              <ToolFormNode
                // Items have no identity of their own; their place is their key.
                key={index}
                field={item!}
                path={[...path, index]}
                label={messages.itemLabel(label, index + 1, lang)}
                removeOff={items.length <= (field.minItems ?? 0)}
                onRemove={() => {
                  set(items.filter((__, other) => other !== index));
                  document.getElementById(`${ids.input}-add`)?.focus();
                }}
              />
            ))}
        {field.kind === 'array' ? (
          <Button id={`${ids.input}-add`} {...part('add')} aria-disabled={items.length >= (field.maxItems ?? Infinity) || undefined} onClick={add}>
            {messages.addItem(label)}
          </Button>
        ) : null}
        {error ? (
          <p id={ids.error} {...part('error')}>
            <AlertIcon />
            {error}
          </p>
        ) : null}
        {remove}
      </fieldset>
    );
  }

  const options = field.options ?? [];
  const searchable = field.kind === 'enum' && options.length > SELECT_MAX_OPTIONS;
  const json = field.kind === 'json';
  const multiline = field.kind === 'string' && field.multiline;
  const description = [field.description, json ? messages.jsonHint : searchable ? messages.searchHint(options.length, lang) : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div {...part('item')}>
      <FormFieldView
        block="tool-form"
        field={{ ...field, description }}
        label={label}
        ids={ids}
        error={error}
        value={value}
        onValueChange={set}
        onLeave={() => form.touch(key)}
        messages={messages}
        renderControl={
          multiline
            ? (common) => (
                <textarea
                  {...common}
                  className={part('textarea').className}
                  rows={4}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(event) => set(event.target.value === '' ? undefined : event.target.value)}
                />
              )
            : json
              ? (common) => (
                  <JsonFieldControl
                    block="tool-form"
                    common={common}
                    value={value}
                    onValueChange={set}
                    onJsonValidity={(valid) => form.setJsonValidity(key, valid)}
                  />
                )
              : searchable
                ? (common) => <SearchSelectControl block="tool-form" common={common} options={options} value={value} onValueChange={set} />
                : undefined
        }
      />
      {remove}
    </div>
  );
}
