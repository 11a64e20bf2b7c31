import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { expect } from 'vitest';
import { renderWithServer, type TestKit } from './renderWithServer';

export interface ContextProbe<T> {
  /** Every value the probe read, one per render of it. */
  seen: T[];
  user: ReturnType<typeof userEvent.setup>;
  /**
   * Renders the page twice more, as an app's own state changes do, checks
   * that the probe read the very same object both times, and returns it.
   */
  expectSameValueAcrossPageRenders: () => Promise<T>;
}

/**
 * Renders `page(probe)` inside a page that re-renders on demand, where
 * `probe` is a part that reads a compound component's context (a hook made
 * by `createPartsContext`) on each render. `page` runs on every render of
 * the page, so the inline callbacks and options it writes are new each time,
 * as an app's are.
 */
export function renderContextProbe<T>(kit: TestKit, usePartsContext: (part: string) => T, page: (probe: ReactNode) => ReactNode): ContextProbe<T> {
  const seen: T[] = [];
  function Probe() {
    seen.push(usePartsContext('Probe'));
    return null;
  }
  function Page() {
    const [renders, setRenders] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Render again
        </button>
        {page(<Probe />)}
      </>
    );
  }
  renderWithServer(kit, <Page />);
  const user = userEvent.setup();
  return {
    seen,
    user,
    expectSameValueAcrossPageRenders: async () => {
      const value = seen.at(-1)!;
      const rendered = seen.length;
      await user.click(screen.getByRole('button', { name: 'Render again' }));
      await user.click(screen.getByRole('button', { name: 'Render again' }));
      expect(seen.length).toBe(rendered + 2);
      expect(seen.slice(rendered).every((again) => again === value)).toBe(true);
      return value;
    },
  };
}
