import { createContext, useContext, type RefObject } from 'react';
import type { Messages } from '../theme/messages';
import type { DropzoneFiles } from './useDropzoneFiles';

export interface DropzoneContextValue {
  messages: Messages['dropzone'];
  common: Messages['common'];
  unstyled: boolean | undefined;
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

export const DropzoneContext = createContext<DropzoneContextValue | null>(null);

export function useDropzoneContext(part: string): DropzoneContextValue {
  const context = useContext(DropzoneContext);
  if (!context) throw new Error(`<FileDropzone.${part}> must be inside <FileDropzone.Root>.`);
  return context;
}
