import type { ToolApprovalArgumentLabel } from '@patchbay/client';
import { toolSchemas, type CatalogToolEntry } from '../../catalog';
import type { ConnectedAccountRecord } from '../../connectedAccounts/records';
import { BUILTIN_TOOL_EXECUTORS } from '../../tools/builtinToolExecutors';
import { toolkitApi } from '../../tools/callToolkitApi';
import type { ToolContext } from '../../tools/ToolContext';
import { ToolFailure } from '../../tools/ToolFailure';
import { checkArguments } from '../../tools/validateArguments';

/** A label longer than this is cut (with an ellipsis): it names a record in a sentence, it is not the record. */
export const MAX_ARGUMENT_LABEL_LENGTH = 200;

// Control characters (line breaks included) would break the sentence the label sits in; direction marks, embeddings,
// overrides and isolates (a title someone else wrote) could reorder the sentence the user approves.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

function asLabel(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL, ' ').trim();
  if (!text) return null;
  // Cut by code point, never inside a surrogate pair.
  const points = [...text];
  return points.length > MAX_ARGUMENT_LABEL_LENGTH ? `${points.slice(0, MAX_ARGUMENT_LABEL_LENGTH - 1).join('')}…` : text;
}

/**
 * Names the records a call's arguments point at by id, as its tool's
 * `references` say: each is read with the toolkit's own read-only tool, as
 * the session's user with the call's account (never another's), so the user
 * is asked about "the task “Write report”" rather than an id. Nothing is
 * logged or changed (no test-controls fault is used up, a 401 ends no
 * access); a record that account cannot read gets `label: null`.
 */
export async function labelArguments(
  ctx: ToolContext,
  { toolkit, tool }: CatalogToolEntry,
  args: Record<string, unknown>,
  account: ConnectedAccountRecord | null,
): Promise<Record<string, ToolApprovalArgumentLabel>> {
  const references = toolSchemas(toolkit, tool).references ?? {};
  const labels: Record<string, ToolApprovalArgumentLabel> = {};
  for (const [name, reference] of Object.entries(references)) {
    const id = args[name];
    if (typeof id !== 'string') continue;
    labels[name] = { resource: reference.resource, label: null };
    // Only a read of the same toolkit, with the same account: it reads what the call would change, and nothing else.
    const read = toolkit.tools.find((candidate) => candidate.slug === reference.read);
    const execute = BUILTIN_TOOL_EXECUTORS.get(reference.read);
    if (!read || !execute || !toolSchemas(toolkit, read).tags.includes('readOnlyHint')) continue;
    const readArgs = checkArguments(toolSchemas(toolkit, read).input, { [reference.argument ?? name]: id }, 'arguments');
    if (!readArgs.ok) continue;
    try {
      const data = await execute(toolkitApi(ctx, toolkit, account, { lookOnly: true }), readArgs.value);
      labels[name] = { resource: reference.resource, label: asLabel(data[reference.label]) };
    } catch (error) {
      // Not found, or the app could not answer: the user still sees what kind of record it is.
      if (!(error instanceof ToolFailure)) throw error;
    }
  }
  return labels;
}
