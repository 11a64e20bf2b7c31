'use client';
import type { Tool, ToolApproval, Toolkit } from '@patchbay/client';
import { useAnswerApproval, useTool, useToolApproval } from '@patchbay/react';
import { useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../shared/ErrorNotice';
import { humanize } from '../shared/form/formField';
import { useEventCallback } from '../shared/useEventCallback';
import { useMemoObject } from '../shared/useMemoObject';
import { actionKindOf, type ActionKind } from './actionKindOf';

/** What the card shows below its header: the buttons, the reason to deny with, or the form to edit the values in. */
export type ToolApprovalMode = 'idle' | 'denying' | 'editing';

export interface UseToolApprovalCardOptions {
  approval: ToolApproval;
  tool?: Tool | undefined;
  toolkit?: Toolkit | undefined;
  onAnswered?: ((approval: ToolApproval) => void) | undefined;
}

export interface ToolApprovalController {
  /** The approval as it stands now: the prop, or what the service said since (an answer, expiry). */
  approval: ToolApproval;
  /** The tool, given or fetched; undefined while it loads or when it could not be read. */
  tool: Tool | undefined;
  /** Why the tool could not be read. */
  toolError: unknown;
  /** The app's name. */
  appName: string;
  appLogo: string | undefined;
  toolName: string;
  kind: ActionKind;
  mode: ToolApprovalMode;
  setMode: (mode: ToolApprovalMode) => void;
  /** Approves, with edited arguments when given; rejects as the service did (field errors under `body.arguments`). */
  approve: (args?: Record<string, unknown>) => Promise<ToolApproval>;
  deny: (reason: string) => Promise<ToolApproval>;
  /** The answer under way, if any. */
  answering: 'approve' | 'deny' | null;
  /** Why the last answer failed, unless the approval's status says it (answered elsewhere, expired). */
  answerError: unknown;
}

/** Slugs an answer fails with that the approval's own status explains once it is read again. */
const SETTLED = ['approval_expired', 'approval_already_answered'];
/** setTimeout's longest wait. */
const MAX_TIMER = 2 ** 31 - 1;

/** The state of one approval card: the live approval, its tool, and answering it. */
export function useToolApprovalCard({ approval: given, tool: toolProp, toolkit, onAnswered }: UseToolApprovalCardOptions): ToolApprovalController {
  const { session_id: sessionId, id } = given;
  // Read again on mount (an approval from a chat's history may be long answered) and after each answer.
  const live = useToolApproval(sessionId, id, { initialData: given });
  // The status only moves on from pending: a prop that already did wins over an older read.
  const approval = given.status !== 'pending' ? given : (live.data ?? given);
  const fetched = useTool(toolProp ? null : given.tool_slug);
  const tool = toolProp ?? fetched.data;
  const answer = useAnswerApproval();
  const [mode, setMode] = useState<ToolApprovalMode>('idle');

  // Past `expires_at` by this page's clock: read it again, so the card turns to expired on its own.
  const { refetch } = live;
  const pending = approval.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const wait = Date.parse(approval.expires_at) - Date.now() + 1000;
    if (!(wait < MAX_TIMER)) return;
    const timer = setTimeout(() => void refetch(), Math.max(wait, 0));
    return () => clearTimeout(timer);
  }, [pending, approval.expires_at, refetch]);

  // Once per answer this card gave, whatever re-renders follow.
  const reported = useRef<string | null>(null);
  const send = useEventCallback(async (decision: 'approve' | 'deny', extra: { arguments?: Record<string, unknown>; reason?: string }) => {
    const answered = await answer.mutateAsync({ sessionId, approvalId: id, decision, ...extra });
    if (reported.current !== answered.status) {
      reported.current = answered.status;
      onAnswered?.(answered);
    }
    setMode('idle');
    return answered;
  });
  const approve = useEventCallback((args?: Record<string, unknown>) => send('approve', args ? { arguments: args } : {}));
  const deny = useEventCallback((reason: string) => send('deny', reason.trim() ? { reason: reason.trim() } : {}));

  const error = answer.error;
  const settled = SETTLED.includes(apiErrorOf(error)?.slug ?? '');
  return useMemoObject<ToolApprovalController>({
    approval,
    tool,
    toolError: toolProp ? null : fetched.error,
    appName: toolkit?.name ?? tool?.toolkit.name ?? humanize(given.toolkit_slug),
    appLogo: toolkit?.meta.logo ?? tool?.toolkit.logo,
    toolName: tool?.name ?? humanize(given.tool_slug),
    kind: actionKindOf(tool?.tags),
    mode,
    setMode,
    approve,
    deny,
    answering: answer.isPending ? (answer.variables?.decision ?? null) : null,
    answerError: settled ? null : error,
  });
}
