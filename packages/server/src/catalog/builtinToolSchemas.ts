import type { McpTag, ToolJsonSchema } from '@patchbay/client';
import { bool, int, list, num, obj, oneOf, record, str } from './jsonSchema';
import type { ToolArgumentReference, ToolSchemas } from './types';

/**
 * The built-in toolkits' tools, written out: their inputs are exactly what
 * the sandbox APIs accept, their outputs what those APIs answer.
 */

const READ: McpTag[] = ['readOnlyHint', 'idempotentHint', 'openWorldHint'];
const PRIORITIES = ['low', 'normal', 'high'] as const;
const KEY_PATTERN = '^[A-Za-z0-9_.-]{1,50}$';

const taskId = str('Id of the task, as returned when it was created (task_...)', { pattern: '^task_[A-Za-z0-9]{1,64}$' });
/** `task_id` names a task: people know it by its title, which GET_TASK reads. */
const taskReference: Record<string, ToolArgumentReference> = {
  task_id: { resource: 'task', read: 'PATCHBAY_OAUTH_DEMO_GET_TASK', label: 'title' },
};
const taskFields = {
  title: str('What the task is', { minLength: 1, maxLength: 200 }),
  project: str('Key of the project the task belongs to, for example "ops"', { pattern: KEY_PATTERN }),
  priority: oneOf('How urgent the task is', PRIORITIES),
  estimate: num('Estimated effort in hours', { minimum: 0, maximum: 10_000 }),
  archived: bool('Whether the task is archived'),
};

const task: ToolJsonSchema = record(
  {
    id: str('Id of the task'),
    title: str('What the task is'),
    project: str('Key of its project'),
    priority: oneOf('How urgent it is', PRIORITIES),
    estimate: num('Estimated effort in hours; null when not estimated'),
    archived: bool('Whether it is archived'),
    completed: bool('Whether it is done'),
    created_at: str('When it was created', { format: 'date-time' }),
    updated_at: str('When it last changed', { format: 'date-time' }),
  },
  ['id', 'title', 'project', 'priority', 'archived', 'completed', 'created_at', 'updated_at'],
  'A task of Acme Tasks',
);

export const ACME_TASKS_TOOLS: Record<string, ToolSchemas> = {
  CREATE_TASK: {
    input: obj(
      {
        title: taskFields.title,
        project: { ...taskFields.project, default: 'inbox' },
        priority: { ...taskFields.priority, default: 'normal' },
        estimate: taskFields.estimate,
        archived: { ...taskFields.archived, default: false },
      },
      ['title'],
    ),
    output: task,
    tags: ['createHint', 'openWorldHint'],
  },
  LIST_TASKS: {
    input: obj({
      project: { ...taskFields.project, description: 'Only the tasks of this project' },
      completed: bool('Only done tasks (true) or only open ones (false)'),
      query: str('Only tasks whose title contains this text (any case)', { maxLength: 200 }),
      limit: int('How many tasks to return at most, oldest first', { minimum: 1, maximum: 100, default: 20 }),
    }),
    output: record({ tasks: list('The matching tasks, oldest first', task), total: int('How many tasks match, beyond limit too') }, [
      'tasks',
      'total',
    ]),
    tags: READ,
  },
  GET_TASK: { input: obj({ task_id: taskId }, ['task_id']), output: task, tags: READ, references: taskReference },
  UPDATE_TASK: {
    input: obj({ task_id: taskId, ...taskFields }, ['task_id'], 'The task and the fields to change; fields left out keep their value'),
    output: task,
    tags: ['updateHint', 'idempotentHint', 'openWorldHint'],
    references: taskReference,
  },
  COMPLETE_TASK: {
    input: obj({ task_id: taskId }, ['task_id']),
    output: task,
    tags: ['updateHint', 'idempotentHint', 'openWorldHint'],
    references: taskReference,
  },
  DELETE_TASK: {
    input: obj({ task_id: taskId }, ['task_id']),
    output: record({ id: str('Id of the deleted task'), deleted: bool('Always true') }, ['id', 'deleted']),
    tags: ['destructiveHint', 'idempotentHint', 'openWorldHint'],
    references: taskReference,
  },
};

const metricName = str('Name of the metric, for example "signups"', { pattern: '^[A-Za-z0-9_.-]{1,100}$' });

export const ACME_METRICS_TOOLS: Record<string, ToolSchemas> = {
  RECORD_METRIC: {
    input: obj(
      {
        name: metricName,
        value: num('The data point', { default: 1, minimum: -1e15, maximum: 1e15 }),
        project: str('Project key the data point is collected for', { pattern: KEY_PATTERN, default: 'default' }),
        priority: oneOf('Priority of its collection task', PRIORITIES, { default: 'normal' }),
      },
      ['name'],
    ),
    output: record(
      {
        id: str('Id of the data point'),
        name: str('Name of the metric'),
        value: num('The data point'),
        project: str('Its project key'),
        priority: oneOf('Priority of its collection task', PRIORITIES),
        region: oneOf('Data region of the account', ['us', 'eu']),
        timestamp: str('When it was recorded', { format: 'date-time' }),
      },
      ['id', 'name', 'value', 'project', 'priority', 'region', 'timestamp'],
    ),
    tags: ['createHint', 'openWorldHint'],
  },
  QUERY_METRIC: {
    input: obj(
      {
        name: metricName,
        from: str('Only data points recorded at or after this time', { format: 'date-time' }),
        to: str('Only data points recorded at or before this time', { format: 'date-time' }),
      },
      ['name'],
    ),
    output: record(
      {
        name: str('Name of the metric'),
        region: oneOf('Data region of the account', ['us', 'eu']),
        count: int('How many data points are in the range'),
        sum: num('Their sum'),
        latest: num('The newest one; null when there is none'),
        points: list(
          'The data points, oldest first',
          record({ timestamp: str('When it was recorded', { format: 'date-time' }), value: num('The value') }, ['timestamp', 'value']),
        ),
      },
      ['name', 'region', 'count', 'sum', 'points'],
    ),
    tags: READ,
  },
  LIST_DASHBOARDS: {
    input: obj({}),
    output: record(
      {
        region: oneOf('Data region of the account', ['us', 'eu']),
        dashboards: list(
          'The dashboards of the account',
          record({ id: str('Id of the dashboard'), name: str('Its title'), metrics: list('Names of the metrics it charts', str('A metric name')) }, [
            'id',
            'name',
            'metrics',
          ]),
        ),
      },
      ['region', 'dashboards'],
    ),
    tags: READ,
  },
};

const component = record({ name: str('Name of the component'), status: str('Its status') }, ['name', 'status']);

export const ACME_STATUS_TOOLS: Record<string, ToolSchemas> = {
  GET_STATUS: {
    input: obj({}),
    output: record(
      {
        status: oneOf('Overall status', ['operational', 'degraded', 'outage']),
        components: list('Status per component', component),
        updated_at: str('When it was checked', { format: 'date-time' }),
      },
      ['status', 'components', 'updated_at'],
    ),
    tags: READ,
  },
  LIST_INCIDENTS: {
    input: obj({
      status: oneOf('Which incidents: open, resolved or all', ['open', 'resolved', 'all'], { default: 'all' }),
      limit: int('How many incidents to return at most, newest first', { minimum: 1, maximum: 50, default: 20 }),
    }),
    output: record(
      {
        incidents: list(
          'The incidents, newest first',
          record(
            {
              id: str('Id of the incident'),
              title: str('What happened'),
              severity: oneOf('How bad it is', ['minor', 'major', 'critical']),
              component: str('The affected component'),
              status: oneOf('Whether it is still open', ['open', 'resolved']),
              opened_at: str('When it was opened', { format: 'date-time' }),
              resolved_at: str('When it was resolved; null while open', { format: 'date-time' }),
            },
            ['id', 'title', 'severity', 'component', 'status', 'opened_at'],
          ),
        ),
      },
      ['incidents'],
    ),
    tags: READ,
  },
};
