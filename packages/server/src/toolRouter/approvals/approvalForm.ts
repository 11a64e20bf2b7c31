import type { ElicitRequestFormParams, ElicitResult, PrimitiveSchemaDefinition } from '@modelcontextprotocol/sdk/types.js';
import type { ToolJsonSchema } from '@patchbay/client';
import { toolSchemas, type CatalogToolEntry } from '../../catalog';
import type { ApprovalAnswer } from './answerApproval';
import { MAX_REASON_LENGTH } from './approvalsSchemas';
import type { ToolApprovalRecord } from './records';

/** The form's field for why the user declines (a name no tool argument is expected to take). */
export const DECLINE_REASON_FIELD = 'decline_reason';
/** The form's field holding the arguments as JSON, when they are not flat. */
export const ARGUMENTS_JSON_FIELD = 'arguments_json';
/** More arguments than this, or longer JSON, and the form offers no editing (and `askForApproval` leaves the approval to the app). */
const MAX_FIELDS = 20;
const MAX_ARGUMENTS_JSON_CHARS = 8_000;
/** What the message shows of the arguments. */
const MAX_SUMMARISED = 12;
const MAX_VALUE_CHARS = 80;

/**
 * How the user may change the arguments before they run:
 * - `fields`: every input is a flat primitive (string, number, boolean, a
 *   string enum): one field each, prefilled with the call's value;
 * - `json`: nested inputs: one `arguments_json` text field, prefilled with
 *   the call's arguments as JSON;
 * - `none`: too many or too long to edit in a form; approve or deny as called.
 */
export type ArgumentEditing = { kind: 'fields'; names: string[] } | { kind: 'json'; text: string } | { kind: 'none' };

export interface ApprovalForm {
  params: ElicitRequestFormParams;
  editing: ArgumentEditing;
}

/** What the user's answer to the form means. */
export type FormDecision = { kind: 'answer'; answer: ApprovalAnswer } | { kind: 'problems'; problems: string[] } | { kind: 'cancel' };

/** An input as a form field: a flat primitive (constraints beyond the type are checked when the answer is applied), or null. */
function formField(name: string, schema: ToolJsonSchema, value: unknown): PrimitiveSchemaDefinition | null {
  const label = { title: schema.title ?? name, ...(schema.description ? { description: schema.description } : {}) };
  switch (schema.type) {
    case 'string': {
      const prefill = typeof value === 'string' ? { default: value } : {};
      if (schema.enum === undefined) return { type: 'string', ...label, ...prefill };
      const values = schema.enum.filter((option): option is string => typeof option === 'string');
      return values.length === schema.enum.length ? { type: 'string', ...label, enum: values, ...prefill } : null;
    }
    case 'number':
    case 'integer':
      return schema.enum === undefined ? { type: schema.type, ...label, ...(typeof value === 'number' ? { default: value } : {}) } : null;
    case 'boolean':
      return { type: 'boolean', ...label, ...(typeof value === 'boolean' ? { default: value } : {}) };
    default:
      return null;
  }
}

/** The argument fields of a flat input, or null when one of its inputs is not flat. */
function argumentFields(input: ToolJsonSchema, args: Record<string, unknown>): Record<string, PrimitiveSchemaDefinition> | null {
  const properties = input.properties ?? {};
  const names = Object.keys(properties);
  if (names.length > MAX_FIELDS || names.includes(DECLINE_REASON_FIELD) || Object.keys(args).some((name) => !(name in properties))) return null;
  const fields: Record<string, PrimitiveSchemaDefinition> = {};
  for (const name of names) {
    const field = formField(name, properties[name]!, args[name]);
    if (!field) return null;
    fields[name] = field;
  }
  return fields;
}

/** One value as the message shows it: short, on one line. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? `“${value}”` : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ');
  return line.length > MAX_VALUE_CHARS ? `${line.slice(0, MAX_VALUE_CHARS - 1)}…` : line;
}

function summarise(args: Record<string, unknown>): string {
  const entries = Object.entries(args);
  if (entries.length === 0) return 'It takes no values.';
  const listed = entries.slice(0, MAX_SUMMARISED).map(([name, value]) => `${name} ${shown(value)}`);
  const more = entries.length > MAX_SUMMARISED ? `, and ${entries.length - MAX_SUMMARISED} more` : '';
  return `With ${listed.join(', ')}${more}.`;
}

/** Which of the user's accounts it runs with (` with your Acme Tasks account 'Work'`), or nothing for a tool that needs none. */
function accountPhrase(toolkitName: string, approval: ToolApprovalRecord): string {
  const account = approval.account_alias ?? approval.connected_account_id;
  return account ? ` with your ${toolkitName} account '${account}'` : '';
}

/** `2030-01-01T12:10:00.000Z` as `2030-01-01 12:10 UTC`. */
const atMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The question put to the user for one pending approval: in plain words,
 * the app and which of the user's accounts, what the tool does and the values it would run with; a form
 * offering the values to change (see `ArgumentEditing`) and a reason to
 * give when declining. Accept approves, decline denies, cancel leaves the
 * approval pending. `problems` (a second asking) says what was wrong with
 * the values the user gave the first time.
 */
export function approvalForm({ toolkit, tool }: CatalogToolEntry, approval: ToolApprovalRecord, problems: string[] = []): ApprovalForm {
  const input = toolSchemas(toolkit, tool).input;
  const fields = argumentFields(input, approval.arguments);
  const json = JSON.stringify(approval.arguments, null, 2);
  const editing: ArgumentEditing = fields
    ? { kind: 'fields', names: Object.keys(fields) }
    : json.length <= MAX_ARGUMENTS_JSON_CHARS
      ? { kind: 'json', text: json }
      : { kind: 'none' };

  const properties: Record<string, PrimitiveSchemaDefinition> = { ...(fields ?? {}) };
  if (editing.kind === 'json')
    properties[ARGUMENTS_JSON_FIELD] = {
      type: 'string',
      title: 'Values (JSON)',
      description: 'The values it runs with, as JSON; change them before accepting if you want.',
      default: editing.text,
    };
  properties[DECLINE_REASON_FIELD] = {
    type: 'string',
    title: 'Reason, if you decline',
    description: 'Optional: why it should not run. The assistant reads it.',
  };
  const required = fields ? (input.required ?? []).filter((name) => name in fields) : [];

  const retry = problems.length > 0 ? `Those values could not be used:\n${problems.map((problem) => `- ${problem}`).join('\n')}\n\n` : '';
  const change = editing.kind === 'none' ? '' : ' (you can change the values first)';
  const message =
    `${retry}An assistant wants to run “${tool.name}” in ${toolkit.name}${accountPhrase(toolkit.name, approval)}: ${tool.description}\n` +
    `${summarise(approval.arguments)}\n` +
    `Accept to run it${change}; decline to stop it, saying why if you like. Unanswered, the request lapses at ${atMinute(approval.expires_at)}.`;
  return {
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) } },
    editing,
  };
}

/** A reason as plain text, within bounds: control characters become spaces (the user typed it; it is never refused). */
function cleanReason(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const text = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ').trim();
  return text === '' ? undefined : text.slice(0, MAX_REASON_LENGTH).trim();
}

/**
 * What the user's answer to `form` decides: accept approves with the
 * values of the form (merged over the call's, so a field the client left
 * out keeps its value), decline denies with the reason if one came, cancel
 * decides nothing. JSON that does not parse to an object is a problem to ask again about.
 */
export function readApprovalForm(form: ApprovalForm, approval: ToolApprovalRecord, answer: ElicitResult): FormDecision {
  const content = answer.content ?? {};
  if (answer.action === 'cancel') return { kind: 'cancel' };
  if (answer.action === 'decline') {
    const reason = cleanReason(content[DECLINE_REASON_FIELD]);
    return { kind: 'answer', answer: { decision: 'deny', ...(reason === undefined ? {} : { reason }) } };
  }
  const { editing } = form;
  if (editing.kind === 'none') return { kind: 'answer', answer: { decision: 'approve' } };
  if (editing.kind === 'fields') {
    const edited = Object.fromEntries(editing.names.filter((name) => name in content).map((name) => [name, content[name]]));
    return { kind: 'answer', answer: { decision: 'approve', arguments: { ...approval.arguments, ...edited } } };
  }
  const text = content[ARGUMENTS_JSON_FIELD];
  if (text === undefined || text === editing.text) return { kind: 'answer', answer: { decision: 'approve' } };
  let parsed: unknown;
  try {
    parsed = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { kind: 'problems', problems: [`${ARGUMENTS_JSON_FIELD}: expected the values as a JSON object`] };
  return { kind: 'answer', answer: { decision: 'approve', arguments: parsed as Record<string, unknown> } };
}
