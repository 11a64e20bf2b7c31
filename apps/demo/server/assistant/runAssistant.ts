import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SERVICE_ERRORS, type SessionConnection } from '@patchbay/client';
import type { AssistantEvent } from '../../src/assistant/assistantEvents';
import { EXAMPLE_PHRASES, LIST_TASKS_TOOL, parseIntent, type DeleteTasksIntent, type ToolIntent } from './assistantIntents';
import { APPROVAL_WAIT_SECONDS, awaitApproval, type AssistantCall } from './awaitApproval';

/** Each PATCHBAY_WAIT_FOR_CONNECTIONS call waits this long; the agent calls again while the user is still connecting. */
const WAIT_SECONDS = 20;
/** How long the agent waits for a connection in all, before it gives up. */
const MAX_WAIT_MS = 10 * 60 * 1000;

export interface AssistantRun {
  /** The user's MCP client, on their tool router session's URL. */
  mcp: Client;
  sessionId: string;
  emit: (event: AssistantEvent) => void;
  /** Ends the run when the page goes away. */
  signal: AbortSignal;
}

type Data = Record<string, unknown>;
type Call = AssistantCall;

/** One tool's outcome: its data, or what to tell the user instead (given what the tool would have done). */
type ToolRun = { ok: true; data: Data } | { ok: false; why: (action: string) => string };

/** One result of PATCHBAY_MULTI_EXECUTE_TOOL. */
interface ExecutionResult {
  successful: boolean;
  data: Data;
  error: string | null;
  error_code?: string | null;
  approval?: { id: string };
}

/** The most tasks "Delete my tasks" deletes in one message: one approval each. */
const MAX_DELETES = 20;

const MISSING_CONNECTION = SERVICE_ERRORS.MISSING_CONNECTION.slug;
/** After a cancelled connection, how soon the agent looks for the user's next attempt. */
const RECHECK_MS = 2000;

interface FoundTool {
  slug: string;
  name: string;
  toolkit: string;
  is_connected: boolean;
}

/**
 * The demo's deterministic agent: the message decides the tool (see
 * `parseIntent`); the rest is what an agent does with a tool router session
 * over MCP: search the session's tools, wait for the user to connect the
 * toolkit when it is not, then execute, saying each step.
 */
export async function runAssistant(text: string, run: AssistantRun): Promise<void> {
  let calls = 0;
  const call: Call = async (name, args) => {
    const id = ++calls;
    run.emit({ type: 'tool_call', id, name, arguments: args });
    const result = (await run.mcp.callTool({ name, arguments: args }, undefined, {
      signal: run.signal,
      timeout: (Math.max(WAIT_SECONDS, APPROVAL_WAIT_SECONDS) + 10) * 1000,
    })) as CallToolResult;
    const resultText = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    const data = result.structuredContent ?? {};
    run.emit({ type: 'tool_result', id, isError: result.isError === true, result: result.isError ? resultText : data });
    return { data, isError: result.isError === true, text: resultText };
  };

  const intent = parseIntent(text);
  const search = await call('PATCHBAY_SEARCH_TOOLS', {
    query: intent.useCase,
    limit: 3,
    ...(intent.kind === 'help' ? {} : { toolkits: [intent.toolkit] }),
  });
  const found = search.isError ? [] : ((search.data.tools as FoundTool[] | undefined) ?? []);
  if (intent.kind === 'help') {
    const names = found.map((tool) => tool.name).join(', ');
    run.emit({
      type: 'message',
      text: `${names ? `Tools that might fit: ${names}. ` : ''}I follow a few phrases for now, for example: ${EXAMPLE_PHRASES.map((p) => `“${p}”`).join(', ')}.`,
    });
    return;
  }
  const tool = found.find((candidate) => candidate.slug === intent.tool);
  if (!tool) {
    run.emit({ type: 'message', text: `I could not find a tool to ${intent.useCase} in ${intent.app}.` });
    return;
  }
  if (!tool.is_connected && !(await waitForConnection(intent, run, call))) return;
  if (intent.kind === 'delete_tasks') return deleteTasks(intent, run, call);

  const outcome = await runTool(tool.slug, intent.arguments, run, call);
  run.emit({ type: 'message', text: outcome.ok ? intent.reply(outcome.data) : outcome.why(intent.action) });
}

const failed = (error: string): ToolRun => ({ ok: false, why: () => `That did not work: ${error}` });

/**
 * Runs one tool. A call the session holds for the user's approval
 * (`approval_required`) is shown to the page (`approval_needed`), and the
 * agent waits for the answer; approved, the tool's result is the service's
 * run of it, with the arguments as the user edited them.
 */
async function runTool(slug: string, args: Data, run: AssistantRun, call: Call): Promise<ToolRun> {
  const executed = await call('PATCHBAY_MULTI_EXECUTE_TOOL', { tools: [{ tool_slug: slug, arguments: args }] });
  // When every tool failed (a held call too), the results are under the error's `data`.
  const results = (executed.isError ? (executed.data.data as Data | undefined)?.results : executed.data.results) as ExecutionResult[] | undefined;
  const result = results?.[0];
  if (!result) return failed(executed.text);
  if (result.successful) return { ok: true, data: result.data };
  if (result.error_code !== 'approval_required' || !result.approval) return failed(result.error ?? 'unknown error');

  const approvalId = result.approval.id;
  run.emit({ type: 'approval_needed', sessionId: run.sessionId, approvalId });
  const outcome = await awaitApproval(approvalId, call, run.signal);
  run.emit({ type: 'approval_answered', approvalId, status: outcome.status });
  switch (outcome.status) {
    case 'approved':
      return { ok: true, data: outcome.data };
    case 'failed':
      return failed(outcome.error);
    case 'denied':
      return { ok: false, why: (action) => `You denied it, so I did not ${action}.${outcome.reason ? ` Your reason: “${outcome.reason}”` : ''}` };
    case 'expired':
      return { ok: false, why: (action) => `Nobody answered in time, so I did not ${action}. Ask again if you still want it.` };
    default:
      return { ok: false, why: (action) => `${outcome.error} I did not ${action}; ask again when you are ready.` };
  }
}

/** Lists the user's tasks (read-only: at once), then deletes them one by one, each after the user's approval; a denial stops it. */
async function deleteTasks(intent: DeleteTasksIntent, run: AssistantRun, call: Call): Promise<void> {
  const listed = await runTool(LIST_TASKS_TOOL, { limit: MAX_DELETES }, run, call);
  if (!listed.ok) return void say(run, listed.why('list your tasks'));
  const tasks = Array.isArray(listed.data.tasks) ? (listed.data.tasks as { id?: unknown }[]) : [];
  if (tasks.length === 0) return void say(run, `You have no tasks in ${intent.app} to delete.`);
  let deleted = 0;
  for (const task of tasks) {
    const outcome = await runTool(intent.tool, { task_id: String(task.id) }, run, call);
    if (!outcome.ok) {
      const left = tasks.length - deleted;
      const action = deleted === 0 ? 'delete your tasks' : `delete the other ${left} task${left === 1 ? '' : 's'}`;
      return void say(run, outcome.why(action));
    }
    deleted++;
  }
  say(run, `Deleted ${deleted} task${deleted === 1 ? '' : 's'} from ${intent.app}.`);
}

/** Gets a connect link for the toolkit, asks the page to open it, then waits until the account is ACTIVE (or gives up). */
async function waitForConnection(intent: ToolIntent | DeleteTasksIntent, run: AssistantRun, call: Call): Promise<boolean> {
  const managed = await call('PATCHBAY_MANAGE_CONNECTIONS', { toolkits: [intent.toolkit] });
  const connection = (managed.data.connections as SessionConnection[] | undefined)?.[0];
  if (managed.isError || !connection) return say(run, `I could not start a connection to ${intent.app}: ${managed.text}`);
  if (!connection.connected) {
    // The page connects through the session too; the agent waits for whichever link the user finishes.
    run.emit({ type: 'connection_needed', toolkit: intent.toolkit, reason: intent.reason, sessionId: run.sessionId });
  }
  const deadline = Date.now() + MAX_WAIT_MS;
  while (!run.signal.aborted && Date.now() < deadline) {
    const waited = await call('PATCHBAY_WAIT_FOR_CONNECTIONS', { toolkits: [intent.toolkit], timeout_seconds: WAIT_SECONDS });
    if (waited.data.all_connected === true) {
      run.emit({ type: 'connected', toolkit: intent.toolkit });
      return true;
    }
    const code = waited.data.error_code;
    // Still connecting: wait again. Nothing in progress (the user cancelled, a retry is on its way): look again shortly.
    if (code === MISSING_CONNECTION) await pause(RECHECK_MS, run.signal);
    else if (code !== 'timed_out') return say(run, `I could not wait for the connection: ${waited.text}`);
  }
  return say(run, 'I stopped waiting for the connection. Ask again once it is connected.');
}

function say(run: AssistantRun, text: string): false {
  run.emit({ type: 'message', text });
  return false;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
