import { formatFileSize } from '../../shared/formatFileSize';
import { formatNumber } from '../../shared/formatNumber';

/** The file dropzone (FileDropzone). */
export const dropzoneMessages = {
  label: 'Upload files',
  /** The area's sentence around its browse button (`browse`, the button's own words, placed where the sentence needs it). */
  prompt: (browse: string) => `Drop files here or ${browse}`,
  browse: 'browse',
  anyType: 'Any file type',
  accepts: (types: string) => `Accepted: ${types}`,
  maxSize: (size: string) => `up to ${size} each`,
  listLabel: 'Files',
  queued: 'Waiting…',
  hashing: (percent: number, locale: string) => `Checking… ${formatNumber(percent / 100, locale, { style: 'percent' })}`,
  uploading: (percent: number, locale: string) => `Uploading… ${formatNumber(percent / 100, locale, { style: 'percent' })}`,
  hashingLabel: (name: string) => `Checking ${name}`,
  uploadingLabel: (name: string) => `Uploading ${name}`,
  done: 'Uploaded',
  duplicate: 'Already uploaded',
  duplicateHint: 'The same content was uploaded before, so nothing was sent again.',
  failed: 'Upload failed',
  md5Mismatch: 'The file arrived changed, so it was not saved. Try again.',
  cancelled: 'Cancelled',
  rejected: 'Not added',
  tooLarge: (limit: string) => `This file is larger than the ${limit} limit.`,
  wrongType: (types: string) => `This file type is not accepted (${types}).`,
  cancel: 'Cancel',
  retry: 'Retry',
  remove: 'Remove',
  cancelFile: (name: string) => `Cancel ${name}`,
  retryFile: (name: string) => `Retry ${name}`,
  removeFile: (name: string) => `Remove ${name}`,
  announce: (name: string, status: string) => `${name}: ${status}`,
  /** Sizes as people read them: 28 bytes, 1.4 kB, 2.4 MB, 5 GB (decimal units, like most file managers), numbers as the active language (`locale`) writes them. */
  fileSize: (bytes: number, locale: string) => formatFileSize(bytes, locale),
};
