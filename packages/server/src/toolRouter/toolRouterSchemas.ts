import { z } from 'zod';
import { aliasSchema } from '../connectedAccounts/accountAlias';
import { callbackUrl } from '../connectedAccounts/callbackUrl';
import { linkLocale } from '../languages/localeSchemas';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { proxyRequestBody } from '../proxy/proxyRequestBody';

export const sessionParams = z.object({
  session_id: z.string().refine((id) => isId('toolRouterSession', id), "must be a tool router session id ('trs_...')"),
});

export const toolkitsQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  toolkits: q.list(),
  is_connected: q.boolean(),
  search: z.string({ error: 'expected a string' }).optional(),
});

export const linkBody = z.object({
  toolkit: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty'),
  callback_url: callbackUrl.optional(),
  alias: aliasSchema().optional(),
  locale: linkLocale,
});

/** The vendor's inline custom tools ride along in `experimental`: not modelled, so nothing is read. */
export const attachBody = z.object({});

export const historyQuery = z.object({
  limit: q.number().pipe(z.number().int('expected an integer').min(1, 'must be at least 1').max(100, 'must be at most 100').optional()),
  cursor: z.string({ error: 'expected a string' }).optional(),
});

/** The proxy's body, with the toolkit in place of an account: the session decides the account. */
export const sessionProxyBody = proxyRequestBody.omit({ connected_account_id: true }).extend({
  toolkit_slug: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
});
