/// <reference types="vite/client" />
import { createPatchbayClient } from '@patchbay/client';
import { PatchbayProvider } from '@patchbay/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import '../../src/styles/patchbay.css';
import { ToolkitPicker } from '../../src/ToolkitPicker';

/*
 * The real ToolkitPicker (production build) over N generated toolkits, all in
 * one page of the listing, served by the bench under /n/N. The driver
 * (picker-bench.ts) calls window.bench.
 */
const params = new URLSearchParams(window.location.search);
const count = Number(params.get('n') ?? 1000);
const debounceMs = Number(params.get('debounce') ?? 200);
const client = createPatchbayClient({ baseUrl: `${window.location.origin}/n/${count}`, retries: 0 });
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
/** The moment after the frame that follows now has been painted. */
const afterPaint = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

const input = () => document.querySelector<HTMLInputElement>('[role="combobox"][type="search"]')!;
const listState = () => document.querySelector<HTMLElement>('[data-slot="toolkit-picker-list"]')?.dataset.state;
// eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter, called on an input with setValue.call()
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

async function firstRender(): Promise<number> {
  const start = performance.now();
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={client}>
        <ToolkitPicker pageSize={count} debounceMs={debounceMs} />
      </PatchbayProvider>
    </QueryClientProvider>,
  );
  while (!document.querySelector('[role="option"]')) await nextFrame();
  return (await afterPaint()) - start;
}

/**
 * One keystroke as the browser delivers it: the value changes, an input event
 * is dispatched (React renders synchronously for it), then the next frame.
 * `commit` is dispatch to React's commit plus style and layout; `paint` runs
 * to just after the following frame; `results` (debounce 0 only) to the frame
 * that shows the new query's results.
 */
async function keystroke(key: string) {
  const box = input();
  const value = key === 'Backspace' ? box.value.slice(0, -1) : box.value + key;
  const start = performance.now();
  setValue.call(box, value);
  box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: key === 'Backspace' ? 'deleteContentBackward' : 'insertText', data: key }));
  void document.body.offsetHeight; // style and layout of what React committed
  const commit = performance.now() - start;
  const paint = (await afterPaint()) - start;
  let results: number | null = null;
  if (debounceMs === 0) {
    while (listState() === 'refreshing') await nextFrame();
    results = (await afterPaint()) - start;
  }
  return { commit, paint, results, options: document.querySelectorAll('[role="option"]').length };
}

/*
 * Frames of 50 ms or more (the Long Animation Frames API's threshold) from
 * `startTyping()` on: whatever blocked the page while typing, keystrokes and
 * search results landing alike.
 */
const longFrames: number[] = [];
let typingSince = Infinity;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.startTime >= typingSince) longFrames.push(entry.duration);
}).observe({ type: 'long-animation-frame' });
const startTyping = () => {
  typingSince = performance.now();
};
const longFramesWhileTyping = () => [...longFrames];

declare global {
  interface Window {
    bench: {
      firstRender: typeof firstRender;
      keystroke: typeof keystroke;
      startTyping: typeof startTyping;
      longFramesWhileTyping: typeof longFramesWhileTyping;
      count: number;
    };
  }
}
window.bench = { firstRender, keystroke, startTyping, longFramesWhileTyping, count };
