/** What a tool does to the user's data, in the words of `messages.toolApproval.kind`. */
export type ActionKind = 'reads' | 'creates' | 'updates' | 'deletes' | 'other';

/** The hint that names each kind, in the order the service sorts tools into kinds (`tool_kinds` of a toolkit). */
const BY_HINT: [string, ActionKind][] = [
  ['readOnlyHint', 'reads'],
  ['destructiveHint', 'deletes'],
  ['updateHint', 'updates'],
  ['createHint', 'creates'],
];

/** The kind of action a tool takes, from its MCP hint tags (`tags`); `other` when it has none of them. */
export function actionKindOf(tags: readonly string[] | undefined): ActionKind {
  return BY_HINT.find(([hint]) => tags?.includes(hint))?.[1] ?? 'other';
}

/** The pill's colour for a kind: as "What can … do?" marks them, deleting takes a second look (warning), not an alarm. */
export const KIND_TONE = { reads: 'neutral', creates: 'info', updates: 'info', deletes: 'warning', other: 'neutral' } as const;
