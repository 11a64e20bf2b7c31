'use client';
import { usePartClass } from '../theme/PatchbayUIProvider';
import type { ItemProgress } from './itemStatus';

export interface FileDropzoneProgressProps {
  progress: ItemProgress;
  unstyled: boolean | undefined;
}

/** A thin determinate bar, named after what it measures ("Checking notes.txt"); remount it per phase so it never slides back. */
export function FileDropzoneProgress({ progress, unstyled }: FileDropzoneProgressProps) {
  return (
    <div
      role="progressbar"
      aria-label={progress.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress.percent}
      aria-valuetext={progress.text}
      data-slot="file-dropzone-progress"
      data-state={progress.phase}
      className={usePartClass('pb-file-dropzone__progress', unstyled)}
    >
      <div
        data-slot="file-dropzone-progress-indicator"
        className={usePartClass('pb-file-dropzone__progress-indicator', unstyled)}
        style={{ width: `${progress.percent}%` }}
      />
    </div>
  );
}
