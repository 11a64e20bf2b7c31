import { useCallback, useEffect, useState } from 'react';
import { readStudioLink, studioHref } from './studioLink';
import { normalizeState, type StudioState } from './studioState';

export interface StudioStateHandle {
  state: StudioState;
  /** Replaces the state (normalised: only valid values, only real edits). */
  update: (next: StudioState) => void;
  /** What the address held that could not be read. */
  linkIgnored: string[];
  /** The address that reproduces the theme. */
  link: string;
}

/**
 * The studio's state, read from the address once and written back to it at
 * every change (without a new history entry), so the address is always a
 * link to the theme on screen.
 */
export function useStudioState(): StudioStateHandle {
  const [{ state: initial, ignored }] = useState(() => readStudioLink(window.location.search));
  const [state, setState] = useState(initial);
  const link = studioHref(window.location.href, state);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', link);
  }, [link]);
  const update = useCallback((next: StudioState) => setState(normalizeState(next)), []);
  return { state, update, linkIgnored: ignored, link };
}
