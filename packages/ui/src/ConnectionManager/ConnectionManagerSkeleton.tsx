'use client';
import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectionManagerContext } from './connectionManagerContext';

export interface ConnectionManagerSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** How many placeholder rows to draw. @default 3 */
  rows?: number;
}

/** Placeholder rows while the connections load; screen readers hear "Loading…". */
export function ConnectionManagerSkeleton({ rows = 3, className, ...rest }: ConnectionManagerSkeletonProps) {
  const { common } = useConnectionManagerContext('Skeleton');
  const part = useParts('connection-manager');
  return (
    <div role="status" {...part('skeleton', className)} {...rest}>
      <VisuallyHidden>{common.loading}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" {...part('skeleton-row')}>
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}
