import { waitFor } from 'storybook/test';

/**
 * The element of a kit's part (`data-slot`) once it is in `container`: for a
 * play function that must find a part whatever its words (an app's name, the
 * language), as Testing Library's `findBy…` would.
 */
export function findSlot(container: HTMLElement, slot: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = container.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
    if (!element) throw new Error(`No [data-slot="${slot}"] yet`);
    return element;
  });
}
