'use client';
import { useParts } from '../theme/PatchbayUIProvider';

export interface SpinnerProps {
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  className?: string;
}

/** A decorative spinner; the text next to it says what is happening. */
export function Spinner({ unstyled, className }: SpinnerProps) {
  return <span aria-hidden="true" {...useParts('spinner', unstyled)('', className)} />;
}
