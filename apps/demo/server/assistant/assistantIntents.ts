/**
 * The demo assistant's "understanding": a few phrases mapped to one tool
 * each, with no language model, so every run (and its test) is the same.
 */
export interface ToolIntent {
  kind: 'tool';
  /** What the agent searches the session's tools for. */
  useCase: string;
  toolkit: string;
  /** The toolkit's name, as the agent says it. */
  app: string;
  tool: string;
  arguments: Record<string, unknown>;
  /** Why the agent needs the toolkit, in its words, when the user has not connected it. */
  reason: string;
  /** What the agent says with the tool's data. */
  reply: (data: Record<string, unknown>) => string;
  /** What the tool does, as the agent says it did not do it ("add “Call Ada” to Acme Tasks"), when the user denies it. */
  action: string;
}

/** "Delete my tasks": list them (read-only, at once), then delete each, every delete waiting for the user's approval. */
export interface DeleteTasksIntent {
  kind: 'delete_tasks';
  useCase: string;
  toolkit: string;
  app: string;
  /** The tool that deletes one task; the one that lists them is `LIST_TASKS_TOOL`. */
  tool: string;
  reason: string;
}

export interface HelpIntent {
  kind: 'help';
  useCase: string;
}

export type Intent = ToolIntent | DeleteTasksIntent | HelpIntent;

/** Acme Tasks' list tool: read-only, so it runs at once in a session that asks for approval of changes. */
export const LIST_TASKS_TOOL = 'PATCHBAY_OAUTH_DEMO_LIST_TASKS';

const TASKS = 'patchbay_oauth_demo';
const METRICS = 'patchbay_apikey_demo';
const STATUS = 'patchbay_noauth_demo';

/** The phrases the assistant follows, as the page suggests them. */
export const EXAMPLE_PHRASES = [
  'Add a task Call Ada about the renewal',
  'List my tasks',
  'Delete my tasks',
  'Is Acme Status up?',
  'Record 3 signups',
] as const;

/** What Acme Status's overall status means, in a sentence. */
const STATUS_SENTENCES: Record<string, string> = {
  operational: 'Acme Status says all systems are up.',
  degraded: 'Acme Status says some systems are slow right now.',
  outage: 'Acme Status reports an outage right now.',
};

const tasksOf = (data: Record<string, unknown>) => (Array.isArray(data.tasks) ? (data.tasks as { title?: unknown; completed?: unknown }[]) : []);

/** The intent of a message; anything else asks for help (and shows what a tool search finds). */
export function parseIntent(text: string): Intent {
  const message = text.trim().replace(/\s+/g, ' ');
  const addTask = /^(?:please )?(?:add|create) (?:a |an )?(?:new )?task[:,]? (.+)$/i.exec(message);
  if (addTask) {
    const title = addTask[1]!.replace(/^["“']|["”']$/g, '').slice(0, 200);
    return {
      kind: 'tool',
      useCase: 'create a task',
      toolkit: TASKS,
      app: 'Acme Tasks',
      tool: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
      arguments: { title },
      reason: `To add “${title}” I need access to your Acme Tasks account.`,
      reply: (data) => `Added the task “${String(data.title)}” to Acme Tasks.`,
      action: `add “${title}” to Acme Tasks`,
    };
  }
  if (/^(?:please )?(?:delete|remove|clear) (?:all )?(?:of )?(?:my|the|all) tasks$/i.test(message)) {
    return {
      kind: 'delete_tasks',
      useCase: 'delete a task',
      toolkit: TASKS,
      app: 'Acme Tasks',
      tool: 'PATCHBAY_OAUTH_DEMO_DELETE_TASK',
      reason: 'To delete your tasks I need access to your Acme Tasks account.',
    };
  }
  if (/\b(?:list|show)\b.*\btasks?\b/i.test(message)) {
    return {
      kind: 'tool',
      useCase: 'list tasks',
      toolkit: TASKS,
      app: 'Acme Tasks',
      tool: LIST_TASKS_TOOL,
      arguments: {},
      reason: 'To list your tasks I need access to your Acme Tasks account.',
      reply: (data) => {
        const tasks = tasksOf(data);
        if (tasks.length === 0) return 'You have no tasks in Acme Tasks yet.';
        return `You have ${tasks.length} task${tasks.length === 1 ? '' : 's'}: ${tasks.map((t) => `“${String(t.title)}”${t.completed ? ' (done)' : ''}`).join(', ')}.`;
      },
      action: 'list your tasks',
    };
  }
  const record = /^record (-?\d+(?:\.\d+)?) ([A-Za-z0-9_.-]{1,100})$/i.exec(message);
  if (record) {
    return {
      kind: 'tool',
      useCase: 'record a metric data point',
      toolkit: METRICS,
      app: 'Acme Metrics',
      tool: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC',
      arguments: { name: record[2]!, value: Number(record[1]) },
      reason: `To record ${record[2]} I need access to your Acme Metrics account.`,
      reply: (data) => `Recorded ${String(data.value)} ${String(data.name)} in Acme Metrics.`,
      action: `record ${record[2]!} in Acme Metrics`,
    };
  }
  if (/\bacme status\b|\bstatus\b.*\bup\b|\bis (?:it|acme) up\b/i.test(message)) {
    return {
      kind: 'tool',
      useCase: 'current service status',
      toolkit: STATUS,
      app: 'Acme Status',
      tool: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS',
      arguments: {},
      reason: 'To check Acme Status I need it connected.',
      reply: (data) => STATUS_SENTENCES[String(data.status)] ?? 'Acme Status did not say how its systems are.',
      action: 'check Acme Status',
    };
  }
  return { kind: 'help', useCase: message.slice(0, 200) || 'help' };
}
