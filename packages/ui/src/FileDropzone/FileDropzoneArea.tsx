'use client';
import { useRef, type ChangeEvent, type DragEvent, type HTMLAttributes, type MouseEvent } from 'react';
import { visuallyHiddenStyle } from '../shared/VisuallyHidden';
import { formatList } from '../shared/formatList';
import { UploadIcon } from '../shared/icons';
import { useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { acceptTokens } from './acceptsFile';
import { useDropzoneContext } from './dropzoneContext';

export type FileDropzoneAreaProps = HTMLAttributes<HTMLDivElement>;

// Text or links dragged over the page are not files: leave them alone.
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** Stands for the browse button in the prompt's sentence: a character no translation contains. */
const BUTTON = '\u0000';

/**
 * The drop target: a dashed area with the prompt, a real "browse" button
 * (the keyboard's way in) and a hidden file input it opens.
 */
export function FileDropzoneArea({ className, onClick, ...rest }: FileDropzoneAreaProps) {
  const { messages, files, accept, multiple, maxSizeBytes, dragging, setDragging, browseRef, descriptionId } = useDropzoneContext('Area');
  const { lang } = useUISettings();
  const inputRef = useRef<HTMLInputElement | null>(null);
  // dragenter/dragleave fire for every child crossed: count them so the state does not flicker.
  const depth = useRef(0);

  const handleDrag = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    const { type } = event;
    if (type === 'dragleave') {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
      return;
    }
    event.preventDefault(); // allows the drop, or keeps the browser from opening the file
    if (type === 'drop') {
      depth.current = 0;
      setDragging(false);
      files.add(Array.from(event.dataTransfer.files));
      return;
    }
    if (type === 'dragenter') depth.current += 1;
    else event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
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

  const part = useParts('file-dropzone');
  const types = acceptTokens(accept);
  // The sentence around the browse button, split where the language puts the button.
  const [before, after] = messages.prompt(BUTTON).split(BUTTON);
  const description = [
    types.length > 0 ? messages.accepts(formatList(types, lang)) : messages.anyType,
    maxSizeBytes !== undefined ? messages.maxSize(messages.fileSize(maxSizeBytes, lang)) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click is a pointer shortcut; the browse button inside is the keyboard's way in
    <div
      role="group"
      aria-label={messages.label}
      {...part('area', className)}
      data-state={dragging ? 'dragging' : 'idle'}
      {...rest}
      onClick={handleClick}
      onDragEnter={handleDrag}
      onDragOver={handleDrag}
      onDragLeave={handleDrag}
      onDrop={handleDrag}
    >
      <span {...part('icon')}>
        <UploadIcon />
      </span>
      <p {...part('prompt')}>
        {before}
        <button ref={browseRef} type="button" {...part('browse')} aria-describedby={descriptionId} onClick={() => inputRef.current?.click()}>
          {messages.browse}
        </button>
        {after}
      </p>
      <p id={descriptionId} {...part('description')}>
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
