'use client';
import { useId, type HTMLAttributes, type MouseEvent } from 'react';
import { Button } from '../shared/Button';
import { CloseIcon } from '../shared/icons';
import { StatusPill, type StatusPillProps } from '../shared/StatusPill';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { useDropzoneContext } from './dropzoneContext';
import { FileIcon } from './dropzoneIcons';
import { IN_FLIGHT, type DropzoneItem, type DropzoneItemStatus } from './dropzoneTypes';
import { FileDropzoneProgress } from './FileDropzoneProgress';
import { finalStatusText, itemProblem, itemProgress } from './itemStatus';

export interface FileDropzoneItemProps extends HTMLAttributes<HTMLLIElement> {
  /** The row to show, as `FileDropzone.List` passes it. */
  item: DropzoneItem;
}

const TONES: Partial<Record<DropzoneItemStatus, StatusPillProps['tone']>> = {
  done: 'success',
  duplicate: 'info',
  failed: 'danger',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** One file: name, size, progress or outcome, and its actions (Cancel, Retry, Remove). */
export function FileDropzoneItem({ item, className, ...rest }: FileDropzoneItemProps) {
  const { messages, common, unstyled, files, accept, maxSizeBytes, browseRef } = useDropzoneContext('Item');
  const problemId = useId();
  const name = item.file.name;
  const progress = itemProgress(item, messages);
  const outcome = finalStatusText(item, messages);
  const problem = itemProblem(item, messages, { accept, maxSizeBytes });
  const inFlight = IN_FLIGHT.has(item.status);
  const canRetry = item.status === 'failed' || item.status === 'cancelled';

  const part = (slot: string) => `pb-file-dropzone__${slot}`;
  const rowClass = usePartClass(part('item'), unstyled, className);
  const iconClass = usePartClass(part('item-icon'), unstyled);
  const bodyClass = usePartClass(part('item-body'), unstyled);
  const headerClass = usePartClass(part('item-header'), unstyled);
  const nameClass = usePartClass(part('item-name'), unstyled);
  const sizeClass = usePartClass(part('item-size'), unstyled);
  const statusClass = usePartClass(part('item-status'), unstyled);
  const noteClass = usePartClass(part('item-note'), unstyled);
  const problemClass = usePartClass(part('item-problem'), unstyled);
  const messageClass = usePartClass(part('item-message'), unstyled);
  const detailClass = usePartClass(part('item-detail'), unstyled);
  const requestClass = usePartClass(part('item-request-id'), unstyled);
  const actionsClass = usePartClass(part('item-actions'), unstyled);
  const actionClass = usePartClass(part('action'), unstyled);

  // Focus would fall to the page when this row disappears: hand it to a neighbour, or back to "browse".
  const handleRemove = (event: MouseEvent<HTMLButtonElement>) => {
    const row = event.currentTarget.closest('li');
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    const next = neighbour?.querySelector<HTMLElement>('button') ?? browseRef.current;
    files.remove(item.id);
    next?.focus();
  };
  const removeButton = (
    <Button
      variant="ghost"
      unstyled={unstyled}
      className={actionClass}
      data-slot="file-dropzone-remove"
      aria-label={messages.removeFile(name)}
      title={messages.remove}
      onClick={handleRemove}
    >
      <CloseIcon width={16} height={16} />
    </Button>
  );

  return (
    <li data-slot="file-dropzone-item" data-state={item.status} {...rest} className={rowClass}>
      <span data-slot="file-dropzone-item-icon" className={iconClass}>
        <FileIcon />
      </span>
      <div data-slot="file-dropzone-item-body" className={bodyClass}>
        <div data-slot="file-dropzone-item-header" className={headerClass}>
          <span data-slot="file-dropzone-item-name" className={nameClass} title={name}>
            {name}
          </span>
          <span data-slot="file-dropzone-item-size" className={sizeClass}>
            {messages.fileSize(item.file.size)}
          </span>
        </div>
        {progress ? (
          <>
            <span data-slot="file-dropzone-item-status" className={statusClass}>
              {progress.text}
            </span>
            <FileDropzoneProgress key={progress.phase} progress={progress} unstyled={unstyled} />
          </>
        ) : (
          <StatusPill tone={TONES[item.status] ?? 'neutral'} unstyled={unstyled} data-slot="file-dropzone-item-status">
            {outcome}
          </StatusPill>
        )}
        {item.status === 'duplicate' ? (
          <p data-slot="file-dropzone-item-note" className={noteClass}>
            {messages.duplicateHint}
          </p>
        ) : null}
        {problem ? (
          <div id={problemId} data-slot="file-dropzone-item-problem" className={problemClass}>
            <p data-slot="file-dropzone-item-message" className={messageClass}>
              {problem.message}
            </p>
            {problem.detail ? (
              <p data-slot="file-dropzone-item-detail" className={detailClass}>
                {problem.detail}
              </p>
            ) : null}
            {problem.requestId ? (
              <p data-slot="file-dropzone-item-request-id" className={requestClass}>
                {common.requestId(problem.requestId)}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* The first action keeps its element across states (Cancel → Retry → Cancel), so keyboard focus stays on it. */}
      <div data-slot="file-dropzone-item-actions" className={actionsClass}>
        {inFlight ? (
          <Button
            variant="ghost"
            unstyled={unstyled}
            className={actionClass}
            data-slot="file-dropzone-cancel"
            aria-label={messages.cancelFile(name)}
            onClick={() => files.cancel(item.id)}
          >
            {messages.cancel}
          </Button>
        ) : canRetry ? (
          <Button
            variant="secondary"
            unstyled={unstyled}
            className={actionClass}
            data-slot="file-dropzone-retry"
            aria-label={messages.retryFile(name)}
            aria-describedby={problem ? problemId : undefined}
            onClick={() => files.retry(item.id)}
          >
            {messages.retry}
          </Button>
        ) : (
          removeButton
        )}
        {canRetry ? removeButton : null}
      </div>
    </li>
  );
}
