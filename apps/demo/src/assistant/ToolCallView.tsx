import { useDemoMessages } from '../i18n/DemoLanguageContext';
import type { DemoMessages } from '../i18n/messages/en';
import { FEATURED_APPS } from '../shared/toolkitNames';
import type { AssistantEvent } from './assistantEvents';

export interface ToolCallViewProps {
  call: Extract<AssistantEvent, { type: 'tool_call' }>;
  result: Extract<AssistantEvent, { type: 'tool_result' }> | undefined;
  /**
   * What the call came to when its result alone misleads: `held` for a run
   * the session holds for the user's approval (it has not run yet), `answered`
   * for a wait that ended with the user's answer (a denial is no failure of the wait).
   */
  outcome?: 'held' | 'answered' | undefined;
}

const pretty = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The app whose tool the agent ran, from the tool's slug ("PATCHBAY_OAUTH_DEMO_CREATE_TASK" is Acme Tasks'). */
function appOfRun(args: Record<string, unknown>): string | null {
  const tools = Array.isArray(args.tools) ? (args.tools as { tool_slug?: unknown }[]) : [];
  const slug = typeof tools[0]?.tool_slug === 'string' ? tools[0].tool_slug : '';
  return FEATURED_APPS.find((app) => slug.startsWith(`${app.slug.toUpperCase()}_`))?.name ?? null;
}

/** What a call of the session's tools did, as a person says it. */
function describeCall(call: ToolCallViewProps['call'], words: DemoMessages['assistant']): string {
  switch (call.name) {
    case 'PATCHBAY_SEARCH_TOOLS':
      return words.searchedTools;
    case 'PATCHBAY_MANAGE_CONNECTIONS':
      return words.askedConnection;
    case 'PATCHBAY_WAIT_FOR_CONNECTIONS':
      return words.waitedConnection;
    case 'PATCHBAY_WAIT_FOR_APPROVAL':
      return words.waitedAnswer;
    case 'PATCHBAY_MULTI_EXECUTE_TOOL': {
      const app = appOfRun(call.arguments);
      return app ? words.usedApp(app) : words.usedTool;
    }
    default:
      return words.usedTool;
  }
}

/** One MCP tool call the agent made, in words; the tool's name, arguments and result are under it, for developers (as sent). */
export function ToolCallView({ call, result, outcome }: ToolCallViewProps) {
  const words = useDemoMessages().assistant;
  const state = result === undefined ? 'running' : outcome === 'held' ? 'held' : outcome === 'answered' || !result.isError ? 'ok' : 'error';
  return (
    <details className="demo-tool-call" data-state={state} data-tool={call.name}>
      <summary>
        <span>{describeCall(call, words)}</span>
        <span className="demo-tool-call__state">{words.states[state]}</span>
      </summary>
      <div className="demo-tool-call__body">
        <p className="demo-muted">
          {words.callTool} <span className="demo-mono">{call.name}</span>
        </p>
        <p className="demo-muted">{words.callArguments}</p>
        <pre className="demo-mono">{pretty(call.arguments)}</pre>
        {result ? (
          <>
            <p className="demo-muted">{words.callResult}</p>
            <pre className="demo-mono">{pretty(result.result)}</pre>
          </>
        ) : null}
      </div>
    </details>
  );
}
