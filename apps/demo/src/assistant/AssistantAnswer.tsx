import { ConnectionRequest } from '@patchbay/ui';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import type { AnswerEvent } from './assistantConversation';
import { InlineApproval } from './InlineApproval';
import { ToolCallView } from './ToolCallView';

export interface AssistantAnswerProps {
  userId: string;
  events: AnswerEvent[];
  done: boolean;
}

/** What the assistant did for one message, in order: tool calls, a connection or an approval it asks for, what it says. */
export function AssistantAnswer({ userId, events, done }: AssistantAnswerProps) {
  const { working, unanswered, unreachable } = useDemoMessages().assistant;
  const results = new Map(events.flatMap((event) => (event.type === 'tool_result' ? [[event.id, event] as const] : [])));
  // The run right before an approval request is the call the session held: it waits, it did not fail. The wait
  // right before the answer event ended with the user's answer (denied or expired is not a failed wait).
  const outcomes = new Map(
    events.flatMap((event, index) => {
      const outcome =
        event.type === 'approval_needed'
          ? 'held'
          : event.type === 'approval_answered' && (event.status === 'denied' || event.status === 'expired')
            ? 'answered'
            : null;
      const call = outcome ? events.slice(0, index).findLast((earlier) => earlier.type === 'tool_call') : undefined;
      return call?.type === 'tool_call' ? [[call.id, outcome] as const] : [];
    }),
  );
  const settled = new Map(events.flatMap((event) => (event.type === 'approval_answered' ? [[event.approvalId, event.status] as const] : [])));
  return (
    <div className="demo-answer">
      {events.map((event, index) => {
        switch (event.type) {
          case 'tool_call':
            return <ToolCallView key={index} call={event} result={results.get(event.id)} outcome={outcomes.get(event.id) ?? undefined} />;
          case 'connection_needed':
            return <ConnectionRequest key={index} toolkit={event.toolkit} userId={userId} reason={event.reason} sessionId={event.sessionId} />;
          case 'approval_needed':
            return <InlineApproval key={index} sessionId={event.sessionId} approvalId={event.approvalId} settled={settled.get(event.approvalId)} />;
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
          case 'unanswered':
          case 'unreachable':
            return (
              <p key={index} className="demo-answer__text demo-answer__text--error" role="alert">
                {event.type === 'unanswered' ? unanswered : unreachable}
              </p>
            );
          default:
            return null;
        }
      })}
      {done ? null : <p className="demo-muted demo-answer__working">{working}</p>}
    </div>
  );
}
