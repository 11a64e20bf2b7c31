import type { CursorPage, FileRecord } from '@patchbay/client';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { listFilesQuery, uploadRequestBody } from './filesSchemas';
import { listFiles } from './listFiles';
import { requestFileUpload } from './requestFileUpload';

/** Spec 4.7: presigned uploads with per-project MD5 de-duplication, and the file listing. */
export const filesRoutes = new Hono<AppEnv>();

route(filesRoutes, 'files.requestUpload', { body: uploadRequestBody }, (c, { body: input }) => {
  const response = requestFileUpload(c.var.service, c.var.project, c.var.origin, input);
  return c.json(response, response.type === 'new' ? 201 : 200);
});

route(filesRoutes, 'files.list', { query: listFilesQuery }, (c, { query: input }) => {
  return c.json<CursorPage<FileRecord>>(listFiles(c.var.service, c.var.project, input));
});
