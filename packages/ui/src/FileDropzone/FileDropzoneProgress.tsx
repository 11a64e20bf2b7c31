'use client';
import { useParts } from '../theme/PatchbayUIProvider';
import type { ItemProgress } from './itemStatus';

export interface FileDropzoneProgressProps {
  progress: ItemProgress;
}

/** A thin determinate bar, named after what it measures ("Checking notes.txt"); remount it per phase so it never slides back. */
export function FileDropzoneProgress({ progress }: FileDropzoneProgressProps) {
  const part = useParts('file-dropzone');
  return (
    <div
      role="progressbar"
      aria-label={progress.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress.percent}
      aria-valuetext={progress.text}
      {...part('progress')}
      data-state={progress.phase}
    >
      <div {...part('progress-indicator')} style={{ width: `${progress.percent}%` }} />
    </div>
  );
}
