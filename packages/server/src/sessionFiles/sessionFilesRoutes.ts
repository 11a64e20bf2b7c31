import type { DeleteSessionFileResponse, SessionFileDownloadUrl, SessionFilePage, SessionFileUploadUrl } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route, type EndpointContext } from '../http/endpointRoute';
import { findToolRouterSession } from '../toolRouter/findToolRouterSession';
import { createSessionFileDownloadUrl } from './createSessionFileDownloadUrl';
import { createSessionFileUploadUrl } from './createSessionFileUploadUrl';
import { deleteSessionFile } from './deleteSessionFile';
import { listSessionFiles } from './listSessionFiles';
import { listSessionFilesQuery, sessionFilePathBody, sessionFileUploadBody, sessionMountParams } from './sessionFilesSchemas';
import { requireMount, SESSION_MOUNT } from './sessionMount';

/** A session's file mounts (the vendor's v3.1 session files, extensions): list, upload and download URLs, delete. */
export const sessionFilesRoutes = new Hono<AppEnv>();

/** The session and mount the path names (404 for another project's session or another mount). */
function pathMount(
  c: EndpointContext<'toolRouter.createFileDownloadUrl' | 'toolRouter.createFileUploadUrl' | 'toolRouter.deleteFile' | 'toolRouter.listFiles'>,
) {
  const { session_id, mount_id } = params(c, sessionMountParams);
  const session = findToolRouterSession(c.var.service, c.var.project, session_id);
  return { session, mount: requireMount(mount_id) };
}

route(sessionFilesRoutes, 'toolRouter.listFiles', { query: listSessionFilesQuery }, (c, { query: input }) => {
  const { session, mount } = pathMount(c);
  return c.json<SessionFilePage>(listSessionFiles(c.var.service, session, mount, input));
});

route(sessionFilesRoutes, 'toolRouter.createFileUploadUrl', { body: sessionFileUploadBody }, (c, { body: input }) => {
  const { session, mount } = pathMount(c);
  const url = createSessionFileUploadUrl(c.var.service, c.var.origin, session, mount, {
    path: input.mount_relative_path,
    contentType: input.mimetype,
  });
  return c.json<SessionFileUploadUrl>(url);
});

route(sessionFilesRoutes, 'toolRouter.createFileDownloadUrl', { body: sessionFilePathBody }, (c, { body: input }) => {
  const { session, mount } = pathMount(c);
  return c.json<SessionFileDownloadUrl>(createSessionFileDownloadUrl(c.var.service, c.var.origin, session, mount, input.mount_relative_path));
});

route(sessionFilesRoutes, 'toolRouter.deleteFile', { body: sessionFilePathBody }, (c, { body: input }) => {
  const { session, mount } = pathMount(c);
  deleteSessionFile(c.var.service, session, mount, input.mount_relative_path);
  return c.json<DeleteSessionFileResponse>({ mount_relative_path: input.mount_relative_path, sandbox_mount_prefix: SESSION_MOUNT.sandboxPrefix });
});
