import type { CatalogToolkit, CatalogTool, CatalogTriggerType, FieldDescriptor, ToolSchemas } from './types';
import { ACME_METRICS_TOOLS, ACME_STATUS_TOOLS, ACME_TASKS_TOOLS } from './builtinToolSchemas';
import { CATEGORIES } from './categories';

/**
 * Toolkits the local server simulates end to end (OAuth dance, API-key check,
 * proxy target and trigger events). Their `baseUrl` is the placeholder
 * `builtin:<slug>`; the server swaps in its own sandbox URL.
 */
export const BUILTIN_TOOLKIT_SLUGS = ['patchbay_oauth_demo', 'patchbay_apikey_demo', 'patchbay_noauth_demo'] as const;
export type BuiltinToolkitSlug = (typeof BUILTIN_TOOLKIT_SLUGS)[number];

export function isBuiltinToolkit(slug: string): slug is BuiltinToolkitSlug {
  return (BUILTIN_TOOLKIT_SLUGS as readonly string[]).includes(slug);
}

const VERSION = '20260301_00';
const CREATED_AT = '2025-09-15T09:00:00.000Z';
const UPDATED_AT = '2026-03-01T09:00:00.000Z';

function category(id: string) {
  const found = CATEGORIES.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown category ${id}`);
  return { ...found };
}

/** The shared TASK_CREATED-style config: one field of every allowed type. */
function taskCreatedConfig(): Record<string, FieldDescriptor> {
  return {
    project: { type: 'string', description: 'Project key to watch, for example "ops"', required: true },
    priority: { type: 'enum', description: 'Only fire for tasks with this priority', required: false, options: ['low', 'normal', 'high'] },
    include_archived: { type: 'boolean', description: 'Also fire for tasks created directly in the archive', required: false, default: false },
    min_estimate: { type: 'number', description: 'Ignore tasks estimated below this many hours', required: false },
  };
}

function taskPayload(): Record<string, FieldDescriptor> {
  return {
    task_id: { type: 'string' },
    title: { type: 'string' },
    project: { type: 'string' },
    priority: { type: 'string' },
    estimate_hours: { type: 'number' },
    archived: { type: 'boolean' },
    creator: { type: 'object', properties: { id: 'string', name: 'string', email: 'string' } },
    created_at: { type: 'string' },
  };
}

/** The toolkit's tools, each with its hand-written schemas (`schemas` by action). */
function tools(prefix: string, app: string, list: [string, string][], schemas: Record<string, ToolSchemas>): CatalogTool[] {
  return list.map(([action, description]) => {
    const written = schemas[action];
    if (!written) throw new Error(`No schemas for built-in tool ${prefix}_${action}`);
    return {
      slug: `${prefix}_${action}`,
      name: action.charAt(0) + action.slice(1).toLowerCase().replace(/_/g, ' '),
      description: description.replace('{app}', app),
      schemas: written,
    };
  });
}

function taskCreated(prefix: string, app: string, what: string): CatalogTriggerType {
  return {
    slug: `${prefix}_TASK_CREATED`,
    name: 'Task created',
    description: `Fires when a new ${what} is created in ${app}.`,
    instructions: `Connect an ${app} account, then enable this trigger with the project to watch. The Patchbay sandbox emits an event each time a matching ${what} is created, including ones you create with the sandbox's own API.`,
    type: 'webhook',
    config: taskCreatedConfig(),
    payload: taskPayload(),
    version: VERSION,
  };
}

function base(slug: BuiltinToolkitSlug, name: string, description: string) {
  return {
    slug,
    name,
    description,
    isLocalToolkit: false,
    appUrl: `https://patchbay.dev/sandbox/${slug.replace(/_/g, '-')}`,
    baseUrl: `builtin:${slug}`,
    version: VERSION,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
    usage: 500,
  };
}

export function buildBuiltinToolkits(): CatalogToolkit[] {
  const tasks: CatalogToolkit = {
    ...base(
      'patchbay_oauth_demo',
      'Acme Tasks',
      'Sandbox task tracker simulated by Patchbay for trying OAuth connections and trigger events locally.',
    ),
    categories: [category('productivity')],
    authSchemes: ['OAUTH2'],
    vendorManagedAuthSchemes: ['OAUTH2'],
    noAuth: false,
    tools: tools(
      'PATCHBAY_OAUTH_DEMO',
      'Acme Tasks',
      [
        ['CREATE_TASK', 'Creates a task in an {app} project.'],
        ['LIST_TASKS', 'Lists tasks in an {app} project.'],
        ['GET_TASK', 'Retrieves a single {app} task.'],
        ['UPDATE_TASK', 'Changes the title, priority or estimate of an {app} task.'],
        ['COMPLETE_TASK', 'Marks an {app} task as done.'],
        ['DELETE_TASK', 'Deletes an {app} task for good.'],
      ],
      ACME_TASKS_TOOLS,
    ),
    triggers: [
      taskCreated('PATCHBAY_OAUTH_DEMO', 'Acme Tasks', 'task'),
      {
        slug: 'PATCHBAY_OAUTH_DEMO_TASK_COMPLETED',
        name: 'Task completed',
        description: 'Fires when a task is marked as done in Acme Tasks.',
        instructions: 'Enable this trigger with the project to watch; the sandbox emits an event whenever a task in it is completed.',
        type: 'webhook',
        config: { project: { type: 'string', description: 'Project key to watch', required: true } },
        payload: {
          task_id: { type: 'string' },
          title: { type: 'string' },
          completed_by: { type: 'object', properties: { id: 'string', name: 'string' } },
          completed_at: { type: 'string' },
        },
        version: VERSION,
      },
    ],
    connectionFields: {},
  };

  const metrics: CatalogToolkit = {
    ...base('patchbay_apikey_demo', 'Acme Metrics', 'Sandbox metrics service simulated by Patchbay for trying API-key connections locally.'),
    categories: [category('analytics')],
    authSchemes: ['API_KEY'],
    vendorManagedAuthSchemes: [],
    noAuth: false,
    tools: tools(
      'PATCHBAY_APIKEY_DEMO',
      'Acme Metrics',
      [
        ['RECORD_METRIC', 'Records a data point for an {app} metric.'],
        ['QUERY_METRIC', 'Returns data points for an {app} metric over a time range.'],
        ['LIST_DASHBOARDS', 'Lists dashboards in the {app} account.'],
      ],
      ACME_METRICS_TOOLS,
    ),
    triggers: [
      taskCreated('PATCHBAY_APIKEY_DEMO', 'Acme Metrics', 'collection task'),
      {
        slug: 'PATCHBAY_APIKEY_DEMO_THRESHOLD_CROSSED',
        name: 'Threshold crossed',
        description: 'Emits an event when a metric crosses a threshold in Acme Metrics.',
        instructions: 'Enable this trigger with a metric name and threshold; the sandbox checks the metric every interval_minutes minutes.',
        type: 'poll',
        config: {
          metric: { type: 'string', description: 'Metric name', required: true },
          threshold: { type: 'number', description: 'Value to compare against', required: true },
          direction: {
            type: 'enum',
            description: 'Fire when the metric goes above or below the threshold',
            required: true,
            options: ['above', 'below'],
          },
          interval_minutes: { type: 'number', description: 'How often to check, in minutes', required: false, default: 5 },
        },
        payload: {
          metric: { type: 'string' },
          value: { type: 'number' },
          threshold: { type: 'number' },
          dashboard: { type: 'object', properties: { id: 'string', name: 'string' } },
          observed_at: { type: 'string' },
        },
        version: VERSION,
      },
    ],
    connectionFields: {
      api_key: {
        type: 'string',
        label: 'API key',
        description: 'Sandbox keys start with pk_ (for example pk_test_123)',
        required: true,
        secret: true,
      },
      region: {
        type: 'enum',
        label: 'Region',
        description: 'Data region of the account',
        required: false,
        options: ['us', 'eu'],
        optionLabels: { us: 'United States', eu: 'European Union' },
        default: 'us',
      },
    },
  };

  const status: CatalogToolkit = {
    ...base('patchbay_noauth_demo', 'Acme Status', 'Sandbox status page simulated by Patchbay; needs no credentials.'),
    categories: [category('monitoring')],
    authSchemes: ['NO_AUTH'],
    vendorManagedAuthSchemes: [],
    noAuth: true,
    tools: tools(
      'PATCHBAY_NOAUTH_DEMO',
      'Acme Status',
      [
        ['GET_STATUS', 'Returns the current overall status of {app}.'],
        ['LIST_INCIDENTS', 'Lists open and recent {app} incidents.'],
      ],
      ACME_STATUS_TOOLS,
    ),
    triggers: [
      taskCreated('PATCHBAY_NOAUTH_DEMO', 'Acme Status', 'status check task'),
      {
        slug: 'PATCHBAY_NOAUTH_DEMO_INCIDENT_OPENED',
        name: 'Incident opened',
        description: 'Fires when an incident is opened on Acme Status.',
        instructions: 'Enable this trigger; the sandbox emits an event whenever it opens an incident for the chosen component.',
        type: 'webhook',
        config: {
          component: { type: 'string', description: 'Only fire for this component (all when empty)', required: false },
          severity: {
            type: 'enum',
            description: 'Minimum severity to report',
            required: false,
            options: ['minor', 'major', 'critical'],
            default: 'minor',
          },
        },
        payload: {
          incident_id: { type: 'string' },
          title: { type: 'string' },
          severity: { type: 'string' },
          component: { type: 'object', properties: { id: 'string', name: 'string' } },
          opened_at: { type: 'string' },
        },
        version: VERSION,
      },
    ],
    connectionFields: {},
  };

  return [tasks, metrics, status];
}
