import type { ToolExecuteResponse } from '@patchbay/client';
import { StatusPill } from '@patchbay/ui';
import { useDemoMessages } from '../i18n/DemoLanguageContext';

export interface ToolRunResultProps {
  result: ToolExecuteResponse;
  /** The app the tool belongs to, as the user knows it. */
  appName: string;
  toolName: string;
}

/** What a tool run answered: in words (done, or why not), then its data as JSON. */
export function ToolRunResult({ result, appName, toolName }: ToolRunResultProps) {
  const words = useDemoMessages().playground;
  return (
    <div className="demo-stack" data-testid="tool-run-result" data-successful={result.successful}>
      <div className="demo-inline">
        <StatusPill tone={result.successful ? 'success' : 'danger'}>{result.successful ? words.done : words.failed}</StatusPill>
        <span data-testid="tool-run-summary">
          {result.successful ? words.ran(appName, toolName) : words.couldNotRun(appName, toolName, result.error ?? words.noReason)}
        </span>
      </div>
      <pre className="demo-code" data-testid="tool-run-data">
        {JSON.stringify(result.data, null, 2)}
      </pre>
    </div>
  );
}
