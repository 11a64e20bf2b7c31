import { Hono } from 'hono';
import { z } from 'zod';
import { emitSandboxEvent, sandboxUser } from './emitSandboxEvent';
import { PNG_BYTES } from './pngBytes';
import { bearerAuth } from './sandboxAuth';
import { sandboxError, type SandboxContext, type SandboxEnv } from './sandboxEnv';
import { createItem, firstIssue, itemOf, itemsOf, readObject } from './sandboxItems';
import type { SandboxItem } from './SandboxItem';

export const ACME_TASKS_SLUG = 'patchbay_oauth_demo';

// Priorities and fields follow the toolkit's TASK_CREATED trigger (config and payload) in the catalog.
const taskFields = {
  title: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  project: z.string({ error: 'expected a string' }).regex(/^[\w.-]{1,50}$/, 'must be 1-50 letters, digits, ., _ or -'),
  priority: z.enum(['low', 'normal', 'high'], { error: 'expected low, normal or high' }),
  estimate: z.number({ error: 'expected a number of hours' }).min(0, 'must not be negative').nullable(),
  archived: z.boolean({ error: 'expected a boolean' }),
  completed: z.boolean({ error: 'expected a boolean' }),
};
const newTask = z.object({
  title: taskFields.title,
  project: taskFields.project.default('inbox'),
  priority: taskFields.priority.default('normal'),
  estimate: taskFields.estimate.default(null),
  archived: taskFields.archived.default(false),
});
const taskChanges = z.object(taskFields).partial();

type Task = z.output<typeof newTask> & { id: string; completed: boolean; created_at: string; updated_at: string };

/** "Acme Tasks": the OAuth2 demo toolkit's API, a small task list per connected account. */
export const acmeTasks = new Hono<SandboxEnv>();
acmeTasks.use('*', bearerAuth(ACME_TASKS_SLUG));

acmeTasks.get('/me', (c) => c.json({ ...sandboxUser(c.var.account), connected_account_id: c.var.account.id }));

/** The account's tasks, oldest first; `project`, `completed` (true/false) and `query` (in the title, any case) narrow them. */
acmeTasks.get('/tasks', (c) => {
  const { project, completed, query } = c.req.query();
  const needle = query?.toLowerCase();
  const tasks = itemsOf(c.var.service, c.var.account, 'task')
    .map(toTask)
    .filter(
      (task) =>
        (project === undefined || task.project === project) &&
        (completed === undefined || String(task.completed) === completed) &&
        (needle === undefined || task.title.toLowerCase().includes(needle)),
    );
  return c.json({ tasks, total: tasks.length });
});

acmeTasks.post('/tasks', async (c) => {
  const raw = await readObject(c);
  if (raw instanceof Response) return raw;
  const parsed = newTask.safeParse(raw);
  if (!parsed.success) return sandboxError(c, 400, 'invalid_request', firstIssue(parsed.error.issues));
  const { service, account } = c.var;
  const task = toTask(createItem(service, account, 'task', { ...parsed.data, completed: false }));
  emitSandboxEvent(service, account, 'TASK_CREATED', {
    task_id: task.id,
    title: task.title,
    project: task.project,
    priority: task.priority,
    estimate_hours: task.estimate ?? 0,
    archived: task.archived,
    creator: sandboxUser(account),
    created_at: task.created_at,
  });
  return c.json(task, 201);
});

acmeTasks.get('/tasks/:id', (c) => {
  const item = findTask(c);
  return item ? c.json(toTask(item)) : taskNotFound(c);
});

acmeTasks.patch('/tasks/:id', async (c) => {
  const item = findTask(c);
  if (!item) return taskNotFound(c);
  const raw = await readObject(c);
  if (raw instanceof Response) return raw;
  const parsed = taskChanges.safeParse(raw);
  if (!parsed.success) return sandboxError(c, 400, 'invalid_request', firstIssue(parsed.error.issues));
  const { service, account } = c.var;
  const before = toTask(item);
  const task = toTask(
    service.store.put('sandbox_items', {
      ...item,
      data: { ...item.data, ...parsed.data },
      updated_at: service.clock().toISOString(),
    }),
  );
  if (task.completed && !before.completed) {
    emitSandboxEvent(service, account, 'TASK_COMPLETED', {
      task_id: task.id,
      title: task.title,
      project: task.project,
      completed_by: { id: account.user_id, name: sandboxUser(account).name },
      completed_at: task.updated_at,
    });
  }
  return c.json(task);
});

acmeTasks.delete('/tasks/:id', (c) => {
  const item = findTask(c);
  if (!item) return taskNotFound(c);
  c.var.service.store.remove('sandbox_items', item.id);
  return c.json({ id: item.id, deleted: true });
});

/** An attachment download, for binary responses through the proxy. */
acmeTasks.get('/files/:name', (c) => {
  const name = c.req.param('name');
  if (!/^[\w.-]{1,100}\.png$/.test(name)) return sandboxError(c, 404, 'not_found', `No file '${name}'; attachments are PNG images.`);
  return c.body(PNG_BYTES.slice(), 200, { 'content-type': 'image/png', 'content-disposition': `inline; filename="${name}"` });
});

function findTask(c: SandboxContext): SandboxItem | undefined {
  return itemOf(c.var.service, c.var.account, 'task', c.req.param('id') ?? '');
}

function taskNotFound(c: SandboxContext): Response {
  return sandboxError(c, 404, 'not_found', `No task '${c.req.param('id')}' in this account.`);
}

function toTask(item: SandboxItem): Task {
  return { id: item.id, ...(item.data as Omit<Task, 'id' | 'created_at' | 'updated_at'>), created_at: item.created_at, updated_at: item.updated_at };
}
