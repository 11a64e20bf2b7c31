import { ConnectionRequest } from '@patchbay/ui';
import type { AssistantEvent } from './assistantEvents';
import { ToolCallView } from './ToolCallView';

export interface AssistantAnswerProps {
  userId: string;
  events: AssistantEvent[];
  done: boolean;
}

/** What the assistant did for one message, in order: tool calls, a connection it asks for, what it says. */
export function AssistantAnswer({ userId, events, done }: AssistantAnswerProps) {
  const results = new Map(events.flatMap((event) => (event.type === 'tool_result' ? [[event.id, event] as const] : [])));
  return (
    <div className="demo-answer">
      {events.map((event, index) => {
        switch (event.type) {
          case 'tool_call':
            return <ToolCallView key={index} call={event} result={results.get(event.id)} />;
          case 'connection_needed':
            return <ConnectionRequest key={index} toolkit={event.toolkit} userId={userId} reason={event.reason} sessionId={event.sessionId} />;
          case 'message':
            return (
              <p key={index} className="demo-answer__text">
                {event.text}
              </p>
            );
          case 'error':
            return (
              <p key={index} className="demo-answer__text demo-answer__text--error" role="alert">
                {event.message}
              </p>
            );
          default:
            return null;
        }
      })}
      {done ? null : <p className="demo-muted demo-answer__working">Working…</p>}
    </div>
  );
}
