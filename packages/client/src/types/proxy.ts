export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';

export interface ProxyParameter {
  name: string;
  type: 'header' | 'query';
  value: string;
}

/** Body of `POST /api/v3/tools/execute/proxy` (spec 4.8; field names as the vendor's client). */
export interface ProxyRequest {
  /** An absolute URL, or a path relative to the connected account's toolkit base URL. */
  endpoint: string;
  method: ProxyMethod;
  /** @default the project's default account (its only ACTIVE account) */
  connected_account_id?: string;
  /** JSON body, for POST, PUT and PATCH. */
  body?: unknown;
  /** A binary body: fetched from `url`, or decoded from `base64`. */
  binary_body?: { url: string; content_type?: string } | { base64: string; content_type?: string };
  /** Extra headers or query parameters. */
  parameters?: ProxyParameter[];
}

/** Spec 2.12. */
export interface ProxyResponse {
  status: number;
  /** The third-party body, parsed when JSON, else text. */
  data?: unknown;
  /** For binary responses: where to download them. */
  binary_data?: { url: string; content_type: string; size: number; expires_at: string };
  headers: Record<string, string>;
}

/**
 * Extension: body of `POST /api/v3/tool_router/session/{session_id}/proxy_execute`:
 * a proxy call with the session's account of `toolkit_slug` (its pinned
 * account, else its user's newest usable one), never a named account.
 */
export interface SessionProxyRequest extends Omit<ProxyRequest, 'connected_account_id'> {
  /** A toolkit of the session; `endpoint` is a path of its API (or an absolute URL). */
  toolkit_slug: string;
}
