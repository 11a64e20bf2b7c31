import type { CursorPage, FileRecord, FileUploadResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import { objectKey, toFileWire } from './StoredFile';
import { uploadRequestBody } from './uploadRequestBody';
import { signedUrl } from './urlSigning';
import { ApiError } from '../http/ApiError';
import { body, query, type AppEnv } from '../http/context';
import { keysetPage } from '../http/pagination';
import { pageLimit } from '../http/validate';
import { newId } from '../ids';
import type { Service } from '../Service';
import { atField } from '../http/atField';

/** Spec 4.7: presigned uploads with per-project MD5 de-duplication, and the file listing. */
export const filesRoutes = new Hono<AppEnv>();

const STORAGE_BACKEND = 'local';

route(filesRoutes, 'files.requestUpload', async (c) => {
  const input = await body(c, 'files.requestUpload', uploadRequestBody);
  const { service, project, origin } = c.var;
  requireCatalogTool(service, input.toolkit_slug, input.tool_slug);

  const response = service.store.transaction((): FileUploadResponse => {
    // The first file completed with this content wins; the caller can skip the PUT.
    const existing = service.store.find('files', {
      where: { project_id: project.id, md5: input.md5, status: 'completed' },
      orderBy: 'created_at',
      limit: 1,
    })[0];
    const now = service.clock();
    if (existing) {
      // The URL is for the vendor's SDK, which PUTs whatever the answer says; the kit skips the PUT on `type: 'existing'`.
      const { url } = signedUrl(service.store, origin, `/uploads/${existing.id}`, existing.id, now);
      return {
        type: 'existing',
        id: existing.id,
        key: existing.key,
        new_presigned_url: url,
        newPresignedUrl: url,
        metadata: { storage_backend: STORAGE_BACKEND },
      };
    }
    const file = service.store.put('files', {
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

export const listQuery = z.object({
  toolkit_slug: z.string().optional(),
  tool_slug: z.string().optional(),
  limit: pageLimit(),
  cursor: z.string().optional(),
});

route(filesRoutes, 'files.list', (c) => {
  const input = query(c, 'files.list', listQuery);
  const files = keysetPage(
    c.var.service.store,
    'files',
    {
      where: { project_id: c.var.project.id, status: 'completed', toolkit_slug: input.toolkit_slug, tool_slug: input.tool_slug },
      orderBy: 'created_at',
    },
    input,
  );
  return c.json<CursorPage<FileRecord>>({ ...files, items: files.items.map(toFileWire) });
});

function requireCatalogTool(service: Service, toolkitSlug: string, toolSlug: string): void {
  const toolkit = service.catalog.toolkit(toolkitSlug);
  if (!toolkit) {
    throw new ApiError('BAD_REQUEST', `Unknown toolkit '${toolkitSlug}'.`, {
      ...atField('body.toolkit_slug', 'invalid_value', `no toolkit '${toolkitSlug}' in the catalog`),
      suggestedFix: 'Use a toolkit slug from POST /api/v3/toolkits/multi.',
    });
  }
  if (!toolkit.tools.some((tool) => tool.slug === toolSlug)) {
    throw new ApiError('BAD_REQUEST', `Toolkit '${toolkitSlug}' has no tool '${toolSlug}'.`, {
      ...atField('body.tool_slug', 'invalid_value', `not a tool of toolkit '${toolkitSlug}'`),
      suggestedFix: `Use one of the tool slugs of '${toolkitSlug}'.`,
    });
  }
}
