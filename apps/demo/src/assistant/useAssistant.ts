import { useSyncExternalStore } from 'react';
import { createConversation, type AssistantTurn, type Conversation } from './assistantConversation';

export type { AssistantTurn };

export interface UseAssistantResult {
  turns: AssistantTurn[];
  /** The assistant is still working on the last message. */
  busy: boolean;
  send: (text: string) => void;
}

/** The signed-in user's conversation: one per tab of the browser, kept while they switch sections; a new user starts afresh. */
let current: Conversation | null = null;

function conversationOf(userId: string): Conversation {
  if (current?.userId !== userId) current = createConversation(userId);
  return current;
}

/** The conversation with the demo's assistant: each message streams back what the agent does. */
export function useAssistant(userId: string): UseAssistantResult {
  const conversation = conversationOf(userId);
  const snapshot = useSyncExternalStore(conversation.subscribe, conversation.getSnapshot);
  return { ...snapshot, send: conversation.send };
}
