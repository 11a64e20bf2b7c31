export { FileDropzone, type FileDropzoneProps } from './FileDropzone';
export { FileDropzoneRoot, type FileDropzoneRootProps } from './FileDropzoneRoot';
export { FileDropzoneArea, type FileDropzoneAreaProps } from './FileDropzoneArea';
export { FileDropzoneList, type FileDropzoneListProps } from './FileDropzoneList';
export { FileDropzoneItem, type FileDropzoneItemProps } from './FileDropzoneItem';
export type { DropzoneItem, DropzoneItemStatus, DropzoneRejection } from './dropzoneTypes';
