import { apiErrorOf } from '../shared/ErrorNotice';
import { plainError } from '../shared/plainError';
import { formatList } from '../shared/formatList';
import type { Messages } from '../theme/messages';
import { acceptTokens } from './acceptsFile';
import { IN_FLIGHT, type DropzoneItem } from './dropzoneTypes';

type DropzoneMessages = Messages['dropzone'];

/** What the row's progress bar shows while a file is in flight; null once it is finished. */
export interface ItemProgress {
  /** Checking (hashing, asking the service) or sending the bytes: two bars, one after the other. */
  phase: 'checking' | 'uploading';
  /** Visible status text, e.g. "Uploading… 80%". */
  text: string;
  /** The progress bar's accessible name, e.g. "Uploading notes.txt". */
  label: string;
  /** 0 to 100. */
  percent: number;
}

const percentOf = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

export function itemProgress(item: DropzoneItem, messages: DropzoneMessages, lang: string): ItemProgress | null {
  const { status } = item;
  if (!IN_FLIGHT.has(status)) return null;
  const name = item.file.name;
  // Asking the service whether it has the bytes belongs to checking, not to sending them.
  const uploading = status === 'uploading';
  const percent = percentOf(uploading ? item.uploadProgress : status === 'requesting' ? 1 : item.hashProgress);
  return {
    phase: uploading ? 'uploading' : 'checking',
    text: uploading ? messages.uploading(percent, lang) : status === 'queued' ? messages.queued : messages.hashing(percent, lang),
    label: uploading ? messages.uploadingLabel(name) : messages.hashingLabel(name),
    percent,
  };
}

/** The statuses of a finished row: each names its own message. */
type FinalStatus = Exclude<DropzoneItem['status'], 'queued' | 'hashing' | 'requesting' | 'uploading'>;

/** The status word of a finished row ("Uploaded", "Already uploaded"...); null while in flight. */
export function finalStatusText(item: DropzoneItem, messages: DropzoneMessages): string | null {
  return IN_FLIGHT.has(item.status) ? null : messages[item.status as FinalStatus];
}

/** Why a row failed or was refused: the sentence for the user, and for developers the error's own text and request id. */
export interface ItemProblem {
  message: string;
  detail?: string | null;
  requestId?: string | null;
}

export function itemProblem(
  item: DropzoneItem,
  messages: DropzoneMessages,
  limits: { accept: string | undefined; maxSizeBytes: number | undefined; lang: string },
  errors: Messages['errors'],
): ItemProblem | null {
  if (item.status === 'rejected') {
    const message =
      item.rejection === 'too-large'
        ? messages.tooLarge(messages.fileSize(limits.maxSizeBytes ?? 0, limits.lang))
        : messages.wrongType(formatList(acceptTokens(limits.accept), limits.lang, 'disjunction'));
    return { message };
  }
  if (item.status !== 'failed' || !item.error) return null;
  const api = apiErrorOf(item.error);
  return {
    message: api?.slug === 'md5_mismatch' ? messages.md5Mismatch : plainError(item.error, errors),
    detail: api ? api.detail : item.error.message,
    requestId: api?.requestId || null,
  };
}
