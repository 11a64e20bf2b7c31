'use client';
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { useDropzoneContext } from './dropzoneContext';
import type { DropzoneItem } from './dropzoneTypes';
import { FileDropzoneItem } from './FileDropzoneItem';

export interface FileDropzoneListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** Renders one row; return a `<FileDropzone.Item>` (or your own `<li>`). @default a `FileDropzone.Item` per file */
  children?: (item: DropzoneItem) => ReactNode;
}

/** The files added so far, in order; renders nothing while there are none. */
export function FileDropzoneList({ className, children, ...rest }: FileDropzoneListProps) {
  const { messages, files } = useDropzoneContext('List');
  const part = useParts('file-dropzone');
  if (files.items.length === 0) return null;
  return (
    <ul aria-label={messages.listLabel} {...part('list', className)} {...rest}>
      {files.items.map((item) => (
        <Fragment key={item.id}>{children ? children(item) : <FileDropzoneItem item={item} />}</Fragment>
      ))}
    </ul>
  );
}
