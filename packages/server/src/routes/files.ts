import type { CursorPage, FileRecord, FileUploadResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { objectKey, toFileWire, type StoredFile } from '../files/StoredFile';
import { uploadRequestBody } from '../files/uploadRequestBody';
import { signedUrl } from '../files/urlSigning';
import { ApiError } from '../http/ApiError';
import { body, query, type AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { pageLimit } from '../http/validate';
import { newId } from '../ids';
import type { Service } from '../Service';

/** Spec 4.7: presigned uploads with per-project MD5 de-duplication, and the file listing. */
export const filesRoutes = new Hono<AppEnv>();

const STORAGE_BACKEND = 'local';

filesRoutes.post('/files/upload/request', async (c) => {
  const input = await body(c, uploadRequestBody);
  const { service, project, origin } = c.var;
  requireCatalogTool(service, input.toolkit_slug, input.tool_slug);

  const response = service.store.transaction((): FileUploadResponse => {
    // The first file completed with this content wins; the caller can skip the PUT.
    const existing = completedFiles(service, project.id).find((f) => f.md5 === input.md5);
    if (existing) {
      return { type: 'existing', id: existing.id, key: existing.key, metadata: { storage_backend: STORAGE_BACKEND } };
    }
    const now = service.clock();
    const file = service.store.put<StoredFile>('files', {
      id: newId('file'),
      project_id: project.id,
      ...input,
      key: objectKey({ project_id: project.id, ...input }),
      status: 'pending',
      size: null,
      requested_at: now.toISOString(),
      created_at: null,
    });
    const { url } = signedUrl(service.store, origin, `/uploads/${file.id}`, file.id, now);
    return {
      type: 'new',
      id: file.id,
      key: file.key,
      new_presigned_url: url,
      newPresignedUrl: url,
      metadata: { storage_backend: STORAGE_BACKEND },
    };
  });
  return c.json(response, response.type === 'new' ? 201 : 200);
});

const listQuery = z.object({
  toolkit_slug: z.string().optional(),
  tool_slug: z.string().optional(),
  limit: pageLimit(),
  cursor: z.string().optional(),
});

filesRoutes.get('/files/list', (c) => {
  const input = query(c, listQuery);
  const files = completedFiles(c.var.service, c.var.project.id)
    .filter(
      (f) =>
        (input.toolkit_slug === undefined || f.toolkit_slug === input.toolkit_slug) &&
        (input.tool_slug === undefined || f.tool_slug === input.tool_slug),
    )
    .map(toFileWire);
  const page: CursorPage<FileRecord> = paginate(files, input);
  return c.json(page);
});

function completedFiles(service: Service, projectId: string): StoredFile[] {
  return service.store
    .list<StoredFile>('files', projectId)
    .filter((f) => f.status === 'completed')
    .sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''));
}

function requireCatalogTool(service: Service, toolkitSlug: string, toolSlug: string): void {
  const toolkit = service.catalog.toolkit(toolkitSlug);
  if (!toolkit) {
    throw new ApiError('BAD_REQUEST', `Unknown toolkit '${toolkitSlug}'.`, {
      errors: [`body.toolkit_slug: no toolkit '${toolkitSlug}' in the catalog`],
      suggestedFix: 'Use a toolkit slug from POST /api/v3/toolkits/multi.',
    });
  }
  if (!toolkit.tools.some((tool) => tool.slug === toolSlug)) {
    throw new ApiError('BAD_REQUEST', `Toolkit '${toolkitSlug}' has no tool '${toolSlug}'.`, {
      errors: [`body.tool_slug: not a tool of toolkit '${toolkitSlug}'`],
      suggestedFix: `Use one of the tool slugs of '${toolkitSlug}'.`,
    });
  }
}
