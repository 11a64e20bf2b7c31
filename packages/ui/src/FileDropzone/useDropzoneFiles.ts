'use client';
import { useFileUpload, type UseFileUploadOptions } from '@patchbay/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMemoObject } from '../shared/useMemoObject';
import type { Messages } from '../theme/messages';
import { acceptsFile } from './acceptsFile';
import type { DropzoneItem, DropzoneRejection } from './dropzoneTypes';
import { finalStatusText } from './itemStatus';

export interface UseDropzoneFilesOptions extends UseFileUploadOptions {
  accept: string | undefined;
  maxSizeBytes: number | undefined;
  multiple: boolean;
  onReject: ((file: File, reason: DropzoneRejection) => void) | undefined;
  messages: Messages['dropzone'];
}

export interface DropzoneFiles {
  items: DropzoneItem[];
  add: (files: Iterable<File>) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  isUploading: boolean;
  /** The latest polite announcement (final states only). */
  announcement: string;
}

let nextRejectedId = 0;

/** A row, in the order it was added: an upload's id, or a file refused before hashing. */
type Entry = string | DropzoneItem;

interface Announced {
  items: DropzoneItem[];
  /** The status each row had when last announced, so a state is read out once. */
  statuses: Map<string, string>;
  text: string;
}

function nextAnnouncement(previous: Announced, items: DropzoneItem[], messages: Messages['dropzone']): Announced {
  const statuses = new Map<string, string>();
  const lines: string[] = [];
  for (const item of items) {
    const text = finalStatusText(item, messages);
    if (text !== null && previous.statuses.get(item.id) !== item.status) lines.push(messages.announce(item.file.name, text));
    statuses.set(item.id, item.status);
  }
  if (lines.length === 0) return { items, statuses, text: previous.text };
  const text = lines.join('. ');
  // The same sentence twice in a row would not be read again: vary it invisibly.
  return { items, statuses, text: previous.text === text ? `${text}\u00a0` : text };
}

/**
 * `useFileUpload` plus what a dropzone adds: files refused before hashing
 * (too large, wrong type) shown as rows among the others, in the order they
 * were added, and an announcement whenever a row reaches a final state.
 */
export function useDropzoneFiles({ accept, maxSizeBytes, multiple, onReject, messages, ...uploadOptions }: UseDropzoneFilesOptions): DropzoneFiles {
  const upload = useFileUpload(uploadOptions);
  const [entries, setEntries] = useState<Entry[]>([]);
  const onRejectRef = useRef(onReject);
  useEffect(() => {
    onRejectRef.current = onReject;
  });

  const items = useMemo(() => {
    const uploads = new Map(upload.items.map((item) => [item.id, item]));
    return entries.flatMap((entry): DropzoneItem[] => {
      if (typeof entry !== 'string') return [entry];
      const item = uploads.get(entry);
      return item ? [{ ...item, rejection: null }] : [];
    });
  }, [upload.items, entries]);

  const { upload: start } = upload;
  const add = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files)
        .slice(0, multiple ? undefined : 1)
        .map((file): Entry => {
          const rejection: DropzoneRejection | null =
            maxSizeBytes !== undefined && file.size > maxSizeBytes ? 'too-large' : acceptsFile(file, accept) ? null : 'wrong-type';
          if (rejection === null) return start([file])[0]!;
          onRejectRef.current?.(file, rejection);
          return {
            id: `rejected-${++nextRejectedId}`,
            file,
            status: 'rejected',
            rejection,
            hashProgress: 0,
            uploadProgress: 0,
            md5: null,
            fileId: null,
            key: null,
            error: null,
          };
        });
      setEntries((current) => [...current, ...added]);
    },
    [accept, maxSizeBytes, multiple, start],
  );

  const { remove: removeUpload } = upload;
  const remove = useCallback(
    (id: string) => {
      removeUpload(id);
      setEntries((current) => current.filter((entry) => (typeof entry === 'string' ? entry : entry.id) !== id));
    },
    [removeUpload],
  );

  // Announce final states only: progress percentages would be read out all the time.
  // Worked out while rendering the new items (not in an effect), so the announcement lands in the same commit.
  const [announced, setAnnounced] = useState<Announced>({ items, statuses: new Map(), text: '' });
  if (announced.items !== items) setAnnounced(nextAnnouncement(announced, items, messages));

  const { cancel, retry, isUploading } = upload;
  return useMemoObject({ items, add, cancel, retry, remove, isUploading, announcement: announced.text });
}
