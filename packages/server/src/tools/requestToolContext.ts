import type { AppContext } from '../http/context';
import type { ToolContext } from './ToolContext';

/** The tool context of a request: its project, origin, and the signal that ends when the caller goes away. */
export function toolContext(c: AppContext): ToolContext {
  return { service: c.var.service, project: c.var.project, origin: c.var.origin, signal: c.req.raw.signal };
}
