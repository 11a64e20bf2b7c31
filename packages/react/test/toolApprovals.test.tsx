import type { ToolApproval } from '@patchbay/client';
import { connectAccount } from '@patchbay/server/testing';
import { focusManager, timeoutManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAnswerApproval as exportedAnswer, usePendingApprovals as exportedPending, useToolApproval as exportedOne } from '../src';
import { useAnswerApproval } from '../src/hooks/toolRouter/useAnswerApproval';
import { usePendingApprovals, type UsePendingApprovalsOptions } from '../src/hooks/toolRouter/usePendingApprovals';
import { useToolApproval } from '../src/hooks/toolRouter/useToolApproval';
import { toolApprovalKeys } from '../src/queries/toolApprovals';
import { holdRequests } from './holdRequests';
import { createTestKit, sequenceOf, type TestKit } from './renderWithServer';

const METRICS = 'patchbay_apikey_demo';
const RECORD = 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC';
const QUERY = 'PATCHBAY_APIKEY_DEMO_QUERY_METRIC';

/** Called right after each tick of TanStack Query's interval timers (its `refetchInterval` polls). */
let onIntervalTick: (() => void) | undefined;
// The platform's timers, as by default, with each interval tick told to the test: a hidden page's poll is
// proven skipped tick by tick, rather than by waiting a while. Set before any query exists, as it asks.
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id as Parameters<typeof clearTimeout>[0]),
  setInterval: (callback, delay) =>
    setInterval(() => {
      callback();
      onIntervalTick?.();
    }, delay),
  clearInterval: (id) => clearInterval(id as Parameters<typeof clearInterval>[0]),
});

/** `probe()` right after each of the next `count` interval ticks: a tick that polls has started its fetch by then. */
function afterIntervalTicks<T>(count: number, probe: () => T): Promise<T[]> {
  const seen: T[] = [];
  return new Promise((resolve) => {
    onIntervalTick = () => {
      seen.push(probe());
      if (seen.length < count) return;
      onIntervalTick = undefined;
      resolve(seen);
    };
  });
}

let kit: TestKit;
let sessionId: string;
beforeEach(async () => {
  kit = createTestKit();
  await connectAccount(kit, { userId: 'user-1', toolkit: METRICS, fields: { api_key: 'pk_live' } });
  const session = await kit.client.toolRouter.createSession({
    user_id: 'user-1',
    toolkits: { enable: [METRICS] },
    tags: { require_approval: ['createHint', 'updateHint', 'destructiveHint'] },
  });
  sessionId = session.session_id;
});
afterEach(async () => {
  focusManager.setFocused(undefined);
  await kit.close();
});

/** An agent's call the session holds for approval: the id of its pending approval. */
async function heldCall(name: string, value = 1): Promise<string> {
  const held = await kit.client.toolRouter.execute(sessionId, { tool_slug: RECORD, arguments: { name, value } });
  expect(held).toMatchObject({ successful: false, error_code: 'approval_required' });
  return held.approval!.id;
}

/** The values recorded for `name` in the user's Acme Metrics sandbox: what proves a call ran, or did not. */
async function recorded(name: string): Promise<number[]> {
  const queried = await kit.client.tools.execute(QUERY, { user_id: 'user-1', arguments: { name } });
  expect(queried.successful).toBe(true);
  return (queried.data as { points: { value: number }[] }).points.map((point) => point.value);
}

/** The hooks as a page of approvals uses them, with every list of ids the user saw, in order. */
function renderApprovals(options: UsePendingApprovalsOptions = { refetchInterval: false }) {
  const seen: string[] = [];
  const rendered = renderHook(
    () => {
      const hooks = { pending: usePendingApprovals(sessionId, options), answer: useAnswerApproval() };
      seen.push(hooks.pending.approvals.map((approval) => approval.id).join(','));
      return hooks;
    },
    { wrapper: kit.wrapper },
  );
  return { ...rendered, seen: () => sequenceOf(seen) };
}

const ids = (approvals: ToolApproval[]) => approvals.map((approval) => approval.id);

describe('usePendingApprovals and useAnswerApproval', () => {
  it('are exported from the package', () => {
    expect(exportedPending).toBe(usePendingApprovals);
    expect(exportedAnswer).toBe(useAnswerApproval);
    expect(exportedOne).toBe(useToolApproval);
  });

  it('lists the pending approvals, newest first; an approval leaves at once and runs with the edited arguments', async () => {
    const first = await heldCall('signups', 1);
    const second = await heldCall('churn', 2);
    const { result, seen } = renderApprovals();
    expect(result.current.pending.isLoading).toBe(true);
    await waitFor(() => expect(result.current.pending.isSuccess).toBe(true));
    expect(result.current.pending.approvals).toMatchObject([
      { id: second, status: 'pending', tool_slug: RECORD, toolkit_slug: METRICS, arguments: { name: 'churn', value: 2 } },
      { id: first, status: 'pending', arguments: { name: 'signups', value: 1 } },
    ]);

    const answer = holdRequests(kit, 'POST', /\/approvals\/apr_/);
    act(() => result.current.answer.mutate({ sessionId, approvalId: first, decision: 'approve', arguments: { name: 'signups', value: 5 } }));
    await answer.held;
    // Gone while the service has not answered yet, from the cached list too (what a count of it reads)...
    await waitFor(() => expect(ids(result.current.pending.approvals)).toEqual([second]));
    expect(ids(kit.queryClient.getQueryData(toolApprovalKeys.pending(sessionId)) ?? [])).toEqual([second]);
    expect(result.current.answer.isPending).toBe(true);
    // ...and a check that lands before the answer does not bring it back.
    await act(() => result.current.pending.refetch());
    expect(ids(kit.queryClient.getQueryData(toolApprovalKeys.pending(sessionId)) ?? [])).toEqual([second, first]);
    expect(ids(result.current.pending.approvals)).toEqual([second]);
    expect(await recorded('signups')).toEqual([]);

    answer.release();
    await waitFor(() => expect(result.current.answer.isSuccess).toBe(true));
    expect(result.current.answer.data).toMatchObject({ id: first, status: 'approved', arguments: { name: 'signups', value: 5 } });
    expect(result.current.answer.data?.result).toMatchObject({ successful: true, data: { name: 'signups', value: 5 } });
    expect(ids(result.current.pending.approvals)).toEqual([second]);
    expect(seen()).toEqual(['', `${second},${first}`, second]);
    expect(await recorded('signups')).toEqual([5]);

    // The approval's own query has the answer from the first render, no loading state.
    const one = renderHook(() => useToolApproval(sessionId, first), { wrapper: kit.wrapper });
    expect(one.result.current).toMatchObject({ isSuccess: true, data: { status: 'approved', result: { successful: true } } });
  });

  it('denies with a reason: the approval leaves the list, nothing runs, the agent reads why', async () => {
    const approvalId = await heldCall('signups');
    const { result, seen } = renderApprovals();
    await waitFor(() => expect(ids(result.current.pending.approvals)).toEqual([approvalId]));

    await act(() => result.current.answer.mutateAsync({ sessionId, approvalId, decision: 'deny', reason: 'Not this week' }));
    await waitFor(() =>
      expect(result.current.answer.data).toMatchObject({ id: approvalId, status: 'denied', reason: 'Not this week', result: null }),
    );
    expect(result.current.pending.approvals).toEqual([]);
    expect(seen()).toEqual(['', approvalId, '']);
    expect(await recorded('signups')).toEqual([]);
    expect(await kit.client.toolRouter.getApproval(sessionId, approvalId)).toMatchObject({ status: 'denied', reason: 'Not this week' });
  });

  it('puts an approval answered elsewhere back in its place, then drops it when the list refetches; the error says it was answered', async () => {
    const [oldest, middle, newest] = [await heldCall('a'), await heldCall('b'), await heldCall('c')];
    const { result, seen } = renderApprovals();
    await waitFor(() => expect(ids(result.current.pending.approvals)).toEqual([newest, middle, oldest]));
    // Another tab of the user approves it first; this list has not refetched yet.
    await kit.client.toolRouter.answerApproval(sessionId, middle, { decision: 'approve' });

    const answer = holdRequests(kit, 'POST', /\/approvals\/apr_/);
    const listed = holdRequests(kit, 'GET', /\/approvals$/);
    act(() => result.current.answer.mutate({ sessionId, approvalId: middle, decision: 'deny' }));
    await answer.held;
    await waitFor(() => expect(ids(result.current.pending.approvals)).toEqual([newest, oldest]));
    answer.release();

    // Restored where it was while the list refetches...
    await waitFor(() => expect(result.current.answer.isError).toBe(true));
    expect(ids(result.current.pending.approvals)).toEqual([newest, middle, oldest]);
    expect(result.current.answer.error).toMatchObject({ kind: 'api', status: 409, slug: 'approval_already_answered' });
    await listed.held;
    listed.release();
    // ...which drops it: the other answer stands.
    await waitFor(() => expect(ids(result.current.pending.approvals)).toEqual([newest, oldest]));
    expect(seen()).toEqual(['', `${newest},${middle},${oldest}`, `${newest},${oldest}`, `${newest},${middle},${oldest}`, `${newest},${oldest}`]);
    expect(await kit.client.toolRouter.getApproval(sessionId, middle)).toMatchObject({ status: 'approved' });
    expect(await recorded('b')).toEqual([1]);
  });

  it('keeps a refused answer in the list with the error, in its place (invalid edited arguments)', async () => {
    const [older, newer] = [await heldCall('a'), await heldCall('b')];
    const { result, seen } = renderApprovals();
    await waitFor(() => expect(ids(result.current.pending.approvals)).toEqual([newer, older]));

    const answer = holdRequests(kit, 'POST', /\/approvals\/apr_/);
    act(() => result.current.answer.mutate({ sessionId, approvalId: older, decision: 'approve', arguments: { name: 'not a name!' } }));
    await answer.held;
    await waitFor(() => expect(ids(result.current.pending.approvals)).toEqual([newer]));
    answer.release();
    await waitFor(() => expect(result.current.answer.isError).toBe(true));
    expect(result.current.answer.error).toMatchObject({ status: 400 });
    expect(ids(result.current.pending.approvals)).toEqual([newer, older]);
    expect(seen()).toEqual(['', `${newer},${older}`, newer, `${newer},${older}`]);
    expect(await kit.client.toolRouter.getApproval(sessionId, older)).toMatchObject({ status: 'pending' });
  });

  it('shows approvals created after it mounted: on its interval while the page is visible, and when the window gets focus back', async () => {
    const polling = renderApprovals({ refetchInterval: 40 });
    await waitFor(() => expect(polling.result.current.pending.isSuccess).toBe(true));
    expect(polling.result.current.pending.approvals).toEqual([]);
    const created = await heldCall('signups');
    await waitFor(() => expect(ids(polling.result.current.pending.approvals)).toEqual([created]));

    // A hidden page does not poll: its interval ticks on, and no tick starts a fetch. It checks when the user comes back.
    act(() => focusManager.setFocused(false));
    const whileHidden = await heldCall('churn');
    expect(await afterIntervalTicks(5, () => kit.queryClient.isFetching())).toEqual([0, 0, 0, 0, 0]);
    expect(ids(polling.result.current.pending.approvals)).toEqual([created]);
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(ids(polling.result.current.pending.approvals)).toEqual([whileHidden, created]));
    polling.unmount();

    // With no interval: on focus alone.
    const focusOnly = renderApprovals({ refetchInterval: false });
    await waitFor(() => expect(focusOnly.result.current.pending.approvals).toHaveLength(2));
    const third = await heldCall('visits');
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(ids(focusOnly.result.current.pending.approvals)).toEqual([third, whileHidden, created]));
  });

  it('stays idle without a session id', () => {
    const { result } = renderHook(() => ({ pending: usePendingApprovals(null), one: useToolApproval(sessionId, undefined) }), {
      wrapper: kit.wrapper,
    });
    expect(result.current.pending.fetchStatus).toBe('idle');
    expect(result.current.pending.approvals).toEqual([]);
    expect(result.current.one.fetchStatus).toBe('idle');
  });
});
