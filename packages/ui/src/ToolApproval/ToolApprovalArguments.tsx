'use client';
import { useMemo, type HTMLAttributes } from 'react';
import { ErrorNotice } from '../shared/ErrorNotice';
import { fieldsFromJsonSchema } from '../shared/form/fieldsFromJsonSchema';
import { Spinner } from '../shared/Spinner';
import { commonMessages } from '../theme/messages/common';
import { useMessages, useParts } from '../theme/PatchbayUIProvider';
import { ArgumentList } from './ArgumentList';
import { Disclosure } from './Disclosure';
import { useToolApprovalContext } from './toolApprovalContext';

export interface ToolApprovalArgumentsProps extends HTMLAttributes<HTMLDivElement> {
  /** Offer "Show as JSON" (the arguments as the agent sent them, for developers). @default true */
  showJson?: boolean;
}

/**
 * The values the call would run with, read through the tool's input schema:
 * labels, dates, Yes/No, links, lists and nested lists, long text folded.
 * An id of the app's record shows as the record's name (`argument_labels`);
 * the id itself only in the JSON, for developers.
 * Hidden while the user edits them.
 */
export function ToolApprovalArguments({ showJson = true, className, ...rest }: ToolApprovalArgumentsProps) {
  const { approval, tool, toolError, mode, messages } = useToolApprovalContext('Arguments');
  const common = useMessages('common', commonMessages);
  const part = useParts('tool-approval');
  const schema = tool?.input_parameters;
  const fields = useMemo(() => (schema ? (fieldsFromJsonSchema(schema) ?? undefined) : undefined), [schema]);
  if (mode === 'editing') return null;
  // The labels come with the tool: until it is read (or could not be), nothing half-labelled.
  if (!tool && !toolError)
    return (
      <p {...part('loading', className)}>
        <Spinner />
        {common.loading}
      </p>
    );
  const values = approval.arguments;
  return (
    <div {...part('arguments', className)} role="group" aria-label={messages.argumentsLabel} {...rest}>
      {toolError ? <ErrorNotice error={toolError} /> : null}
      {Object.keys(values).length === 0 ? (
        <p {...part('empty')}>{messages.noArguments}</p>
      ) : (
        <ArgumentList values={values} fields={fields} labels={approval.argument_labels} />
      )}
      {showJson ? (
        <Disclosure name="json" label={messages.showJson}>
          <pre {...part('json')}>{JSON.stringify(values, null, 2)}</pre>
        </Disclosure>
      ) : null}
    </div>
  );
}
