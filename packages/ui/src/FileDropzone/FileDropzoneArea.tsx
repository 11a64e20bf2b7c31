'use client';
import { useRef, type ChangeEvent, type DragEvent, type HTMLAttributes, type MouseEvent } from 'react';
import { visuallyHiddenStyle } from '../shared/VisuallyHidden';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { acceptTokens } from './acceptsFile';
import { useDropzoneContext } from './dropzoneContext';
import { UploadIcon } from './dropzoneIcons';

export type FileDropzoneAreaProps = HTMLAttributes<HTMLDivElement>;

// Text or links dragged over the page are not files: leave them alone.
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The drop target: a dashed area with the prompt, a real "browse" button
 * (the keyboard's way in) and a hidden file input it opens.
 */
export function FileDropzoneArea({ className, onClick, ...rest }: FileDropzoneAreaProps) {
  const { messages, unstyled, files, accept, multiple, maxSizeBytes, dragging, setDragging, browseRef, descriptionId } =
    useDropzoneContext('Area');
  const inputRef = useRef<HTMLInputElement | null>(null);
  // dragenter/dragleave fire for every child crossed: count them so the state does not flicker.
  const depth = useRef(0);

  const handleDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault(); // allows the drop
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  };
  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault(); // or the browser opens the file
    depth.current = 0;
    setDragging(false);
    files.add(Array.from(event.dataTransfer.files));
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared so that picking the same file again still fires a change.
    event.currentTarget.value = '';
    files.add(picked);
  };
  // A pointer may click anywhere in the area; the button and the input handle their own clicks.
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    const target = event.target as Element;
    if (event.defaultPrevented || target === inputRef.current || target.closest('button')) return;
    inputRef.current?.click();
  };

  const types = acceptTokens(accept);
  const description = [
    types.length > 0 ? messages.accepts(types.join(', ')) : messages.anyType,
    maxSizeBytes !== undefined ? messages.maxSize(messages.fileSize(maxSizeBytes)) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div
      role="group"
      aria-label={messages.label}
      data-slot="file-dropzone-area"
      data-state={dragging ? 'dragging' : 'idle'}
      {...rest}
      className={usePartClass('pb-file-dropzone__area', unstyled, className)}
      onClick={handleClick}
      onDragEnter={handleDragEnter}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
    >
      <span data-slot="file-dropzone-icon" className={usePartClass('pb-file-dropzone__icon', unstyled)}>
        <UploadIcon />
      </span>
      <p data-slot="file-dropzone-prompt" className={usePartClass('pb-file-dropzone__prompt', unstyled)}>
        {messages.prompt}{' '}
        <button
          ref={browseRef}
          type="button"
          data-slot="file-dropzone-browse"
          aria-describedby={descriptionId}
          className={usePartClass('pb-file-dropzone__browse', unstyled)}
          onClick={() => inputRef.current?.click()}
        >
          {messages.browse}
        </button>
      </p>
      <p id={descriptionId} data-slot="file-dropzone-description" className={usePartClass('pb-file-dropzone__description', unstyled)}>
        {description}
      </p>
      {/* Out of the tab order and hidden from assistive tech: the browse button stands for it, and takes any focus it gets. */}
      <input
        ref={inputRef}
        type="file"
        data-slot="file-dropzone-input"
        accept={accept}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        style={visuallyHiddenStyle}
        onChange={handleChange}
        onFocus={() => browseRef.current?.focus()}
      />
    </div>
  );
}
