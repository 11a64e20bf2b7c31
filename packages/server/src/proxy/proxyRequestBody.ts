import { z } from 'zod';

export const PROXY_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'] as const;

const contentType = z.string({ error: 'expected a string' }).min(1, 'must not be empty').max(255).optional();

/** Body of POST /tools/execute/proxy (spec 4.8; field names as in the client's ProxyRequest). */
export const proxyRequestBody = z.object({
  endpoint: z.string({ error: 'expected a string' }).min(1, 'must not be empty').max(8192, 'must be at most 8192 characters'),
  method: z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(PROXY_METHODS, { error: `expected one of ${PROXY_METHODS.join(', ')}` }),
  ),
  connected_account_id: z.string({ error: 'expected a string' }).optional(),
  body: z.unknown().optional(),
  binary_body: z
    .union(
      [
        z.object({ url: z.string({ error: 'expected a string' }).min(1), content_type: contentType }),
        z.object({ base64: z.string({ error: 'expected a string' }), content_type: contentType }),
      ],
      { error: 'expected {url, content_type?} or {base64, content_type?}' },
    )
    .optional(),
  parameters: z
    .array(
      z.object({
        name: z.string({ error: 'expected a string' }).min(1, 'must not be empty').max(256),
        type: z.enum(['header', 'query'], { error: "expected 'header' or 'query'" }),
        value: z.string({ error: 'expected a string' }).max(8192),
      }),
      { error: 'expected an array of {name, type, value}' },
    )
    .max(100, 'at most 100 parameters')
    .default([]),
});

export type ProxyInput = z.output<typeof proxyRequestBody>;
