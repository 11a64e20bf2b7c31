import type { InactiveAccount, ToolErrorCode } from '@patchbay/client';
import { SERVICE_ERRORS } from '@patchbay/client';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AccountNotActiveError } from '../../connectedAccounts/AccountNotActiveError';
import { ApiError } from '../../http/ApiError';

/** What a tool execution answers, REST or meta (`{ data, error, error_code, successful }`). */
interface Execution {
  data: unknown;
  error: string | null;
  error_code?: ToolErrorCode | null;
  successful: boolean;
  inactive_account?: InactiveAccount | undefined;
  retry_after_seconds?: number | undefined;
  /** A call that became a pending approval (`approval_required`): its id, status and expiry. */
  approval?: { id: string; status: string; expires_at: string } | undefined;
}

/**
 * A failed call as MCP wants it (an error result the agent reads, not a
 * protocol error): the words as text, and `error_code` (a service error
 * slug, or `timed_out`, `not_executable`, ...) with any data as structured
 * content, so an agent branches on codes, never on prose.
 */
export function toolError(
  message: string,
  details: {
    error_code?: string | null;
    data?: unknown;
    field_errors?: unknown;
    inactive_account?: InactiveAccount | undefined;
    /** A rate-limited call: when to try again (the message says it in words too). */
    retry_after_seconds?: number | undefined;
    /** A call held for the user's approval (the message names its id too). */
    approval?: { id: string; status: string; expires_at: string } | undefined;
  } = {},
): CallToolResult {
  const { inactive_account, retry_after_seconds, ...rest } = details;
  const structured = {
    error: message,
    error_code: details.error_code ?? null,
    ...rest,
    ...(inactive_account ? { inactive_account } : {}),
    ...(retry_after_seconds === undefined ? {} : { retry_after_seconds }),
  };
  const data = details.data !== undefined && JSON.stringify(details.data) !== '{}' ? `\n${JSON.stringify(details.data)}` : '';
  // The agent reads the text: the account to reconnect is in it too, in the same shape.
  const account = inactive_account ? `\n${JSON.stringify({ inactive_account })}` : '';
  return { isError: true, content: [{ type: 'text', text: `${message}${data}${account}` }], structuredContent: structured };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An execution as an MCP tool result: the data as JSON text and structured content, or its error. */
export function toCallToolResult(execution: Execution): CallToolResult {
  if (!execution.successful) {
    return toolError(execution.error ?? 'The tool failed.', {
      error_code: execution.error_code ?? null,
      data: execution.data,
      inactive_account: execution.inactive_account,
      retry_after_seconds: execution.retry_after_seconds,
      ...(execution.approval ? { approval: execution.approval } : {}),
    });
  }
  return {
    content: [{ type: 'text', text: JSON.stringify(execution.data) }],
    ...(isObject(execution.data) ? { structuredContent: execution.data } : {}),
  };
}

/**
 * Runs a call, turning the service's refusals (invalid arguments, a tool
 * outside the session, no connection) into a tool error the agent reads and
 * can act on, as MCP asks; anything else is a bug and propagates.
 */
export async function callTool(run: () => Promise<Execution>): Promise<CallToolResult> {
  try {
    return toCallToolResult(await run());
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = error.fieldErrors.map((field) => `\n- ${field.path.join('.')}: ${field.message}`).join('');
    const fix = error.suggestedFix ? `\n${error.suggestedFix}` : '';
    return toolError(`${error.message}${fields}${fix}`, {
      error_code: SERVICE_ERRORS[error.kind].slug,
      ...(error.fieldErrors.length > 0 ? { field_errors: error.fieldErrors } : {}),
      ...(error instanceof AccountNotActiveError ? { inactive_account: error.inactiveAccount } : {}),
    });
  }
}
