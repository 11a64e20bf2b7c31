import type { UploadItem, UploadStatus } from '@patchbay/react';

/** Where a row is: an upload status, or `rejected` for a file refused before hashing (too large, wrong type). */
export type DropzoneItemStatus = UploadStatus | 'rejected';

/** Why a file was refused before anything was hashed or sent. */
export type DropzoneRejection = 'too-large' | 'wrong-type';

/** One row of the dropzone: an upload of `useFileUpload`, or a file refused up front. */
export interface DropzoneItem extends Omit<UploadItem, 'status'> {
  status: DropzoneItemStatus;
  /** Set when `status` is `rejected`. */
  rejection: DropzoneRejection | null;
}

export const IN_FLIGHT: ReadonlySet<DropzoneItemStatus> = new Set(['queued', 'hashing', 'requesting', 'uploading']);
