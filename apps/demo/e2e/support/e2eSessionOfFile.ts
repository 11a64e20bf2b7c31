import { afterAll, beforeAll } from 'vitest';
import type { E2eSession } from './E2eSession';
import { startE2eHarness } from './startE2eHarness';

/**
 * A test file's own demos (fresh stores) and Ada's browser on the first,
 * started before its tests and closed after them. Returns the getter the
 * suites take: it throws if the harness did not start.
 */
export function e2eSessionOfFile(): () => E2eSession {
  const state: Partial<E2eSession> = {};
  beforeAll(async () => {
    state.harness = await startE2eHarness();
    const { context, page, traffic } = await state.harness.newContext();
    state.context = context;
    state.page = page;
    state.traffic = traffic;
  });
  afterAll(async () => {
    await state.harness?.close();
  });
  return () => {
    if (!state.harness || !state.context || !state.page || !state.traffic) throw new Error('The e2e harness did not start.');
    return state as E2eSession;
  };
}
