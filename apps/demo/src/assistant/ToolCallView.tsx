import type { AssistantEvent } from './assistantEvents';

export interface ToolCallViewProps {
  call: Extract<AssistantEvent, { type: 'tool_call' }>;
  result: Extract<AssistantEvent, { type: 'tool_result' }> | undefined;
}

const pretty = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** One MCP tool call the agent made: its name and arguments, then its result. */
export function ToolCallView({ call, result }: ToolCallViewProps) {
  const state = result === undefined ? 'running' : result.isError ? 'error' : 'ok';
  return (
    <details className="demo-tool-call" data-state={state}>
      <summary>
        <span className="demo-mono">{call.name}</span>
        <span className="demo-tool-call__state">{state === 'running' ? 'running…' : state === 'error' ? 'error' : 'done'}</span>
      </summary>
      <div className="demo-tool-call__body">
        <p className="demo-muted">Arguments</p>
        <pre className="demo-mono">{pretty(call.arguments)}</pre>
        {result ? (
          <>
            <p className="demo-muted">Result</p>
            <pre className="demo-mono">{pretty(result.result)}</pre>
          </>
        ) : null}
      </div>
    </details>
  );
}
