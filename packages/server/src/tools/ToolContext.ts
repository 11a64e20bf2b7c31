import type { Elicit } from './Elicit';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

/**
 * Where a tool call runs, whatever brought it (a REST route, an MCP call):
 * the service, the project of the key, the origin the service was reached
 * at (for the links it hands out and the built-in toolkits' sandbox URLs,
 * which the service answers in-process only on its own origins: pass the
 * request's) and, for calls that may wait, the signal that ends them when
 * the caller goes away.
 */
export interface ToolContext {
  readonly service: Service;
  readonly project: ProjectRecord;
  readonly origin: string;
  readonly signal?: AbortSignal | undefined;
  /**
   * Asks the caller's user mid-call: an MCP call whose client declared
   * elicitation. A call that needs approval then asks instead of answering
   * `approval_required` at once. @default undefined (nobody to ask)
   */
  readonly elicit?: Elicit | undefined;
}
