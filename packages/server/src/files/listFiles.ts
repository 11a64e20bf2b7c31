import type { CursorPage, FileRecord } from '@patchbay/client';
import type { z } from 'zod';
import { keysetPage } from '../http/pagination';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { listFilesQuery } from './filesSchemas';
import { toFileWire } from './toFileWire';

/** One page of the project's completed files, oldest first, of the toolkit and tool when given. */
export function listFiles(service: Service, project: ProjectRecord, input: z.output<typeof listFilesQuery>): CursorPage<FileRecord> {
  const files = keysetPage(
    service.store,
    'files',
    {
      where: { project_id: project.id, status: 'completed', toolkit_slug: input.toolkit_slug, tool_slug: input.tool_slug },
      orderBy: 'created_at',
    },
    input,
  );
  return { ...files, items: files.items.map(toFileWire) };
}
