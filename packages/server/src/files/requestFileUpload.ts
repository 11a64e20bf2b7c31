import type { FileUploadResponse } from '@patchbay/client';
import type { z } from 'zod';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { newId } from '../ids';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { uploadRequestBody } from './filesSchemas';
import { objectKey } from './objectKey';
import { signedUrl } from './urlSigning';

const STORAGE_BACKEND = 'local';

/**
 * Spec 4.7: a presigned upload URL for a file of a catalog tool, de-duplicated
 * per project by MD5: content a completed file already has is answered
 * `existing` (the caller can skip the PUT), otherwise a pending file is
 * recorded and answered `new`.
 */
export function requestFileUpload(
  service: Service,
  project: ProjectRecord,
  origin: string,
  input: z.output<typeof uploadRequestBody>,
): FileUploadResponse {
  requireCatalogTool(service, input.toolkit_slug, input.tool_slug);
  return service.store.transaction((): FileUploadResponse => {
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
}

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
