import { useQuery } from '@tanstack/react-query';
import { ASSISTANT_SESSION_PATH } from './assistantEvents';

/** Until the user's first message makes their session, look again this often (another tab may send it). */
const NO_SESSION_CHECK_MS = 5000;

async function fetchSessionId(): Promise<string | null> {
  const response = await fetch(ASSISTANT_SESSION_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return ((await response.json()) as { session_id: string | null }).session_id;
}

/** The signed-in user's assistant session id, null before they first message the assistant (in any tab). */
export function useAssistantSessionId(userId: string): string | null {
  const query = useQuery({
    queryKey: ['demo', 'assistant-session', userId],
    queryFn: fetchSessionId,
    refetchInterval: (current) => (current.state.data ? false : NO_SESSION_CHECK_MS),
  });
  return query.data ?? null;
}
