import type { RefObject } from 'react';
import type { Messages } from '../theme/messages';
import { createPartsContext } from '../theme/PatchbayUIProvider';
import type { DropzoneFiles } from './useDropzoneFiles';

export interface DropzoneContextValue {
  messages: Messages['dropzone'];
  common: Messages['common'];
  files: DropzoneFiles;
  accept: string | undefined;
  multiple: boolean;
  maxSizeBytes: number | undefined;
  dragging: boolean;
  setDragging: (dragging: boolean) => void;
  /** Where focus goes when the last row is removed. */
  browseRef: RefObject<HTMLButtonElement | null>;
  /** The description of accepted types and size, referenced by the browse button. */
  descriptionId: string;
}

export const [DropzoneProvider, useDropzoneContext] = createPartsContext<DropzoneContextValue>('FileDropzone');
