'use client';
import type { HTMLAttributes } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';

export interface StatusPillProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour family; also set as `data-tone`. @default 'neutral' */
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info';
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
}

/** A small badge with a coloured dot, e.g. "Listening" or "Connected". */
export function StatusPill({ tone = 'neutral', unstyled, className, children, ...rest }: StatusPillProps) {
  return (
    <span {...useParts('status-pill', unstyled)('', className)} {...rest} data-tone={tone}>
      {children}
    </span>
  );
}
