'use client';
import type { Hasher, PutFile, UploadItem } from '@patchbay/react';
import { useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { LiveRegion } from '../shared/LiveRegion';
import { useMemoObject } from '../shared/useMemoObject';
import type { Messages } from '../theme/messages';
import { UnstyledScope, useMessages, useParts } from '../theme/PatchbayUIProvider';
import { commonMessages } from '../theme/messages/common';
import { dropzoneMessages } from '../theme/messages/dropzone';
import { DropzoneProvider, type DropzoneContextValue } from './dropzoneContext';
import type { DropzoneRejection } from './dropzoneTypes';
import { useDropzoneFiles } from './useDropzoneFiles';

export interface FileDropzoneRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onError'> {
  /** The toolkit the files are for (`toolkit_slug` of the upload request). */
  toolkitSlug: string;
  /** The tool the files are for (`tool_slug` of the upload request). */
  toolSlug: string;
  /** File types to offer, as an input's `accept` (".pdf,image/*"); dropped files are checked too. @default undefined (any) */
  accept?: string;
  /** Take several files at once. @default true */
  multiple?: boolean;
  /** Refuse bigger files before hashing them, with a message on their row. @default undefined (no limit) */
  maxSizeBytes?: number;
  /** How many files are hashed and uploaded at once. @default 2 */
  concurrency?: number;
  /** Called when a file is stored: uploaded, or recognised as already there. */
  onUploaded?: (item: UploadItem) => void;
  /** Called when a file's upload failed. */
  onError?: (item: UploadItem) => void;
  /** Called for a file refused before hashing (too large, or not of an accepted type). */
  onReject?: (file: File, reason: DropzoneRejection) => void;
  /** Computes MD5s. @default a hasher in a Web Worker (see `useFileUpload`) */
  hasher?: Hasher;
  /** Sends the bytes to the presigned URL. @default a PUT with XMLHttpRequest, for progress */
  put?: PutFile;
  /** Replace any of the dropzone's strings. @default {} */
  messages?: Partial<Messages['dropzone']>;
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  children?: ReactNode;
}

/** The upload state and drag state of a dropzone; compose `Area` and `List` inside. */
export function FileDropzoneRoot({
  toolkitSlug,
  toolSlug,
  accept,
  multiple = true,
  maxSizeBytes,
  concurrency,
  onUploaded,
  onError,
  onReject,
  hasher,
  put,
  messages: messagesProp,
  unstyled,
  className,
  children,
  ...rest
}: FileDropzoneRootProps) {
  const messages = useMessages('dropzone', dropzoneMessages, messagesProp);
  const common = useMessages('common', commonMessages);
  const files = useDropzoneFiles({
    toolkitSlug,
    toolSlug,
    accept,
    maxSizeBytes,
    multiple,
    onReject,
    messages,
    concurrency,
    onUploaded,
    onError,
    hasher,
    put,
  });
  const [dragging, setDragging] = useState(false);
  const browseRef = useRef<HTMLButtonElement | null>(null);
  const descriptionId = `${useId()}-description`;

  const context = useMemoObject<DropzoneContextValue>({
    messages,
    common,
    files,
    accept,
    multiple,
    maxSizeBytes,
    dragging,
    setDragging,
    browseRef,
    descriptionId,
  });

  const state = dragging ? 'dragging' : files.isUploading ? 'uploading' : 'idle';
  return (
    <DropzoneProvider value={context}>
      <div {...useParts('file-dropzone', unstyled)('', className)} data-state={state} {...rest}>
        <UnstyledScope unstyled={unstyled}>{children}</UnstyledScope>
        <LiveRegion message={files.announcement} />
      </div>
    </DropzoneProvider>
  );
}
