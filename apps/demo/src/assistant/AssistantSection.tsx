import { Button } from '@patchbay/ui';
import { useMemo, useState, type FormEvent } from 'react';
import type { SessionUser } from '../demoSession';
import { useDemoMessages, useShownLanguage } from '../i18n/DemoLanguageContext';
import { Panel } from '../shared/Panel';
import { AssistantAnswer } from './AssistantAnswer';
import { OtherApprovals } from './OtherApprovals';
import { useAssistant } from './useAssistant';

export interface AssistantSectionProps {
  user: SessionUser;
}

// What the assistant understands: it speaks English only, so these and the message field's example stay English in
// every language, marked `lang="en"` so a screen reader reads them with an English voice.
const SUGGESTIONS = ['Add a task Call Ada about the renewal', 'List my tasks', 'Delete my tasks', 'Is Acme Status up?', 'Record 3 signups'];
const EXAMPLE = 'Add a task Call Ada about the renewal';

/**
 * Acme CRM's assistant: a small deterministic agent in the app's backend
 * that uses the signed-in user's connected apps through their tool router
 * session, over MCP. When it needs an app the user has not connected, it
 * asks here, and carries on once the account is active. Creates, updates
 * and deletes wait for the user's yes, asked inline.
 */
export function AssistantSection({ user }: AssistantSectionProps) {
  const { turns, busy, send } = useAssistant(user.id);
  const [text, setText] = useState('');
  const words = useDemoMessages().assistant;
  // In another language, a line says the assistant reads English only; in English the example says enough.
  const showHint = useShownLanguage() !== 'en';
  const approvalsHere = useMemo(
    () =>
      new Set(
        turns.flatMap((turn) =>
          turn.role === 'assistant' ? turn.events.flatMap((event) => (event.type === 'approval_needed' ? [event.approvalId] : [])) : [],
        ),
      ),
    [turns],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || text.trim() === '') return;
    send(text.trim());
    setText('');
  };

  return (
    <Panel title={words.title} description={words.description}>
      <OtherApprovals userId={user.id} shownInConversation={approvalsHere} />
      <ol className="demo-chat" aria-label={words.conversation} aria-live="polite">
        {turns.map((turn) =>
          turn.role === 'user' ? (
            <li key={turn.id} className="demo-chat__turn demo-chat__turn--user">
              <p>{turn.text}</p>
            </li>
          ) : (
            <li key={turn.id} className="demo-chat__turn demo-chat__turn--assistant" aria-busy={!turn.done}>
              <AssistantAnswer userId={user.id} events={turn.events} done={turn.done} />
            </li>
          ),
        )}
      </ol>
      {turns.length === 0 ? (
        <div className="demo-chat__suggestions" aria-label={words.suggestions}>
          {SUGGESTIONS.map((suggestion) => (
            <button key={suggestion} type="button" className="demo-chip" lang="en" onClick={() => send(suggestion)}>
              {suggestion}
            </button>
          ))}
        </div>
      ) : null}
      <form className="demo-chat__form" onSubmit={submit} aria-label={words.form}>
        <label htmlFor="assistant-message" className="demo-visually-hidden">
          {words.message}
        </label>
        <input
          id="assistant-message"
          className="demo-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={EXAMPLE}
          // The example and what is typed are English (see SUGGESTIONS); the hint says so in the page's language.
          lang="en"
          aria-describedby={showHint ? 'assistant-message-hint' : undefined}
          maxLength={500}
          autoComplete="off"
        />
        <Button type="submit" variant="primary" disabled={busy || text.trim() === ''}>
          {words.send}
        </Button>
      </form>
      {showHint ? (
        <p id="assistant-message-hint" className="demo-muted">
          {words.inEnglish} <span lang="en">{EXAMPLE}</span>
        </p>
      ) : null}
    </Panel>
  );
}
