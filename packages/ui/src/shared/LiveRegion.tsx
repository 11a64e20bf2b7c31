'use client';
import { visuallyHiddenStyle } from './VisuallyHidden';

export interface LiveRegionProps {
  /** What to announce; a change of text is read out politely. */
  message: string;
}

/**
 * A visually hidden polite live region. Keep it mounted: screen readers only
 * announce changes to a region that already existed.
 */
export function LiveRegion({ message }: LiveRegionProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-slot="live-region" style={visuallyHiddenStyle}>
      {message}
    </div>
  );
}
