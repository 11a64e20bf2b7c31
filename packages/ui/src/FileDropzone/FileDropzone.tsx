'use client';
import { FileDropzoneArea } from './FileDropzoneArea';
import { FileDropzoneItem } from './FileDropzoneItem';
import { FileDropzoneList } from './FileDropzoneList';
import { FileDropzoneRoot, type FileDropzoneRootProps } from './FileDropzoneRoot';

export type FileDropzoneProps = Omit<FileDropzoneRootProps, 'children'>;

/**
 * A ready-made dropzone: drop or browse for files, then one row per file
 * with progress, "Already uploaded" for bytes the service has, errors and
 * Cancel / Retry / Remove. Compose `FileDropzone.Root` and its parts for
 * another layout.
 */
function FileDropzoneAssembled(props: FileDropzoneProps) {
  return (
    <FileDropzoneRoot {...props}>
      <FileDropzoneArea />
      <FileDropzoneList />
    </FileDropzoneRoot>
  );
}

export const FileDropzone = Object.assign(FileDropzoneAssembled, {
  Root: FileDropzoneRoot,
  Area: FileDropzoneArea,
  List: FileDropzoneList,
  Item: FileDropzoneItem,
});
