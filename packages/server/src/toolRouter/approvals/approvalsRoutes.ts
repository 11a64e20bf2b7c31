import type { CursorPage, ToolApproval } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../../http/context';
import { route } from '../../http/endpointRoute';
import { toolContext } from '../../tools/requestToolContext';
import { findToolRouterSession } from '../findToolRouterSession';
import { answerApproval } from './answerApproval';
import { answerApprovalBody, approvalParams, listApprovalsQuery } from './approvalsSchemas';
import { findApproval } from './findApproval';
import { listApprovals } from './listApprovals';
import { toApprovalWire } from './toApprovalWire';
import { sessionParams } from '../toolRouterSchemas';

/** A session's approvals (extensions): what its user lists, reads and answers; agents only wait for them. */
export const approvalsRoutes = new Hono<AppEnv>();

route(approvalsRoutes, 'toolRouter.listApprovals', { query: listApprovalsQuery }, (c, { query: input }) => {
  const { session_id } = params(c, sessionParams);
  const session = findToolRouterSession(c.var.service, c.var.project, session_id);
  return c.json<CursorPage<ToolApproval>>(listApprovals(c.var.service, session, input));
});

route(approvalsRoutes, 'toolRouter.getApproval', (c) => {
  const { session_id, approval_id } = params(c, approvalParams);
  const session = findToolRouterSession(c.var.service, c.var.project, session_id);
  return c.json<ToolApproval>(toApprovalWire(findApproval(c.var.service, session, approval_id), c.var.service.clock()));
});

route(approvalsRoutes, 'toolRouter.answerApproval', { body: answerApprovalBody }, async (c, { body: input }) => {
  const { session_id, approval_id } = params(c, approvalParams);
  const session = findToolRouterSession(c.var.service, c.var.project, session_id);
  // The one run an approval gets does not end when the answering browser goes away.
  const answered = await answerApproval({ ...toolContext(c), signal: undefined }, session, approval_id, input);
  return c.json<ToolApproval>(toApprovalWire(answered, c.var.service.clock()));
});
