import type { Frame, Page } from 'playwright-core';
import { PAGE_POLLING_MS, TEST_TIMEOUT_MS } from '../../../../scripts/test/signalTimeouts';

/**
 * Resolves once Storybook's render of `storyId` in `target` (a page, or a frame holding a preview) has ended:
 * its last render phase, `finished` (or `aborted`), comes after the play function and Storybook's own wait
 * for animations. A story is several waits: the bound is a test's.
 */
export async function storyFinished(target: Page | Frame, storyId: string): Promise<void> {
  await target.waitForFunction(
    (id) => {
      const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && ['finished', 'aborted'].includes(render.phase ?? '');
    },
    storyId,
    { timeout: TEST_TIMEOUT_MS, polling: PAGE_POLLING_MS },
  );
}
