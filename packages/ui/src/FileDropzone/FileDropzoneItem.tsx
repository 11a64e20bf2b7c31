'use client';
import { useId, type HTMLAttributes, type MouseEvent } from 'react';
import { Button } from '../shared/Button';
import { CloseIcon, FileIcon } from '../shared/icons';
import { StatusPill, type StatusPillProps } from '../shared/StatusPill';
import { useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { errorMessages } from '../theme/messages/errors';
import { useDropzoneContext } from './dropzoneContext';
import type { DropzoneItem, DropzoneItemStatus } from './dropzoneTypes';
import { finalStatusText, itemProblem, itemProgress } from './itemStatus';

export interface FileDropzoneItemProps extends HTMLAttributes<HTMLLIElement> {
  /** The row to show, as `FileDropzone.List` passes it. */
  item: DropzoneItem;
}

/** The pill's tone per final status; cancelled keeps the pill's default (neutral). */
const TONES: Partial<Record<DropzoneItemStatus, StatusPillProps['tone']>> = {
  done: 'success',
  duplicate: 'info',
  failed: 'danger',
  rejected: 'danger',
};

/** One file: name, size, progress or outcome, and its actions (Cancel, Retry, Remove). */
export function FileDropzoneItem({ item, className, ...rest }: FileDropzoneItemProps) {
  const { messages, common, files, accept, maxSizeBytes, browseRef } = useDropzoneContext('Item');
  const { lang } = useUISettings();
  const problemId = useId();
  const name = item.file.name;
  const progress = itemProgress(item, messages, lang);
  const errors = useMessages('errors', errorMessages);
  const problem = itemProblem(item, messages, { accept, maxSizeBytes, lang }, errors);
  const canRetry = item.status === 'failed' || item.status === 'cancelled';
  const part = useParts('file-dropzone');

  // Focus would fall to the page when this row disappears: hand it to a neighbour, or back to "browse".
  const handleRemove = (event: MouseEvent<HTMLButtonElement>) => {
    const row = event.currentTarget.closest('li');
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    const next = neighbour?.querySelector<HTMLElement>('button') ?? browseRef.current;
    files.remove(item.id);
    next?.focus();
  };
  const action = { variant: 'ghost', className: part('action').className } as const;
  const removeButton = (
    <Button {...action} data-slot="file-dropzone-remove" aria-label={messages.removeFile(name)} title={messages.remove} onClick={handleRemove}>
      <CloseIcon width={16} height={16} />
    </Button>
  );

  return (
    <li {...part('item', className)} data-state={item.status} {...rest}>
      <span {...part('item-icon')}>
        <FileIcon />
      </span>
      <div {...part('item-body')}>
        <div {...part('item-header')}>
          <span {...part('item-name')} title={name}>
            {name}
          </span>
          <span {...part('item-size')}>{messages.fileSize(item.file.size, lang)}</span>
        </div>
        {progress ? (
          <>
            <span {...part('item-status')}>{progress.text}</span>
            {/* A thin determinate bar, named after what it measures; a new one per phase, so it never slides back. */}
            <div
              key={progress.phase}
              role="progressbar"
              aria-label={progress.label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={progress.text}
              {...part('progress')}
              data-state={progress.phase}
            >
              <div {...part('progress-indicator')} style={{ width: `${progress.percent}%` }} />
            </div>
          </>
        ) : (
          <StatusPill tone={TONES[item.status]} data-slot="file-dropzone-item-status">
            {finalStatusText(item, messages)}
          </StatusPill>
        )}
        {item.status === 'duplicate' ? <p {...part('item-note')}>{messages.duplicateHint}</p> : null}
        {problem ? (
          <div id={problemId} {...part('item-problem')}>
            <p {...part('item-message')}>{problem.message}</p>
            {problem.detail ? (
              <details {...part('item-details')}>
                <summary {...part('item-summary')}>{errors.details}</summary>
                <p {...part('item-detail')}>{problem.detail}</p>
                {problem.requestId ? <p {...part('item-request-id')}>{common.requestId(problem.requestId)}</p> : null}
              </details>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* The first action keeps its element across states (Cancel → Retry → Cancel), so keyboard focus stays on it. */}
      <div {...part('item-actions')}>
        {progress ? (
          <Button {...action} data-slot="file-dropzone-cancel" aria-label={messages.cancelFile(name)} onClick={() => files.cancel(item.id)}>
            {messages.cancel}
          </Button>
        ) : canRetry ? (
          <Button
            {...action}
            variant="secondary"
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
