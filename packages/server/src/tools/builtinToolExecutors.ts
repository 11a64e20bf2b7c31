import type { ToolkitApi } from './callToolkitApi';

/** Runs one tool against its toolkit's API with checked arguments; answers the tool's `data`. */
export type ToolExecutor = (api: ToolkitApi, args: Record<string, unknown>) => Promise<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' ? value : undefined);
const taskPath = (args: Record<string, unknown>) => `/tasks/${encodeURIComponent(String(args.task_id))}`;

/**
 * The tools the local service can run: the built-in toolkits', each a call
 * of its sandbox API (so they change the same records and fire the same
 * trigger events as the API does). Every other catalog tool answers
 * `successful: false` with `not_executable`.
 */
export const BUILTIN_TOOL_EXECUTORS: ReadonlyMap<string, ToolExecutor> = new Map<string, ToolExecutor>([
  ['PATCHBAY_OAUTH_DEMO_CREATE_TASK', (api, args) => api({ method: 'POST', path: '/tasks', body: args })],
  [
    'PATCHBAY_OAUTH_DEMO_LIST_TASKS',
    async (api, { limit, ...filters }) => {
      const found = await api({
        method: 'GET',
        path: '/tasks',
        query: { project: text(filters.project), completed: flag(filters.completed), query: text(filters.query) },
      });
      const tasks = Array.isArray(found.tasks) ? found.tasks : [];
      return { tasks: tasks.slice(0, count(limit) ?? 20), total: tasks.length };
    },
  ],
  ['PATCHBAY_OAUTH_DEMO_GET_TASK', (api, args) => api({ method: 'GET', path: taskPath(args) })],
  ['PATCHBAY_OAUTH_DEMO_UPDATE_TASK', (api, { task_id: id, ...changes }) => api({ method: 'PATCH', path: taskPath({ task_id: id }), body: changes })],
  ['PATCHBAY_OAUTH_DEMO_COMPLETE_TASK', (api, args) => api({ method: 'PATCH', path: taskPath(args), body: { completed: true } })],
  ['PATCHBAY_OAUTH_DEMO_DELETE_TASK', (api, args) => api({ method: 'DELETE', path: taskPath(args) })],

  ['PATCHBAY_APIKEY_DEMO_RECORD_METRIC', (api, args) => api({ method: 'POST', path: '/events', body: args })],
  [
    'PATCHBAY_APIKEY_DEMO_QUERY_METRIC',
    (api, args) => api({ method: 'GET', path: '/metrics', query: { name: text(args.name), from: text(args.from), to: text(args.to) } }),
  ],
  ['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS', (api) => api({ method: 'GET', path: '/dashboards' })],

  ['PATCHBAY_NOAUTH_DEMO_GET_STATUS', (api) => api({ method: 'GET', path: '/status' })],
  [
    'PATCHBAY_NOAUTH_DEMO_LIST_INCIDENTS',
    (api, args) => api({ method: 'GET', path: '/incidents', query: { status: text(args.status), limit: count(args.limit) } }),
  ],
]);
