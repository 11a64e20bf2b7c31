'use client';
import { isPatchbayError, type PatchbayApiError } from '@patchbay/client';
import type { HTMLAttributes } from 'react';
import { useParts, usePatchbayUI } from '../theme/PatchbayUIProvider';
import { AlertIcon } from './icons';

/** The service's error envelope behind `error`, or null when the error did not come from the service. */
export function apiErrorOf(error: unknown): PatchbayApiError | null {
  return isPatchbayError(error) && error.kind === 'api' ? error : null;
}

export interface ErrorNoticeProps extends HTMLAttributes<HTMLDivElement> {
  /** Any thrown value. A `PatchbayApiError` shows the service's message, `suggested_fix` and `request_id`. */
  error: unknown;
  /** Shown for errors that did not come from the service. @default messages.common.unknownError */
  fallback?: string;
  /** Read out at once (role="alert"). Turn off when a live region already says it. @default true */
  announce?: boolean;
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
}

/** An error as a user (and whoever they send a screenshot to) can act on it. */
export function ErrorNotice({ error, fallback, announce = true, unstyled, className, ...rest }: ErrorNoticeProps) {
  const { messages } = usePatchbayUI();
  const api = apiErrorOf(error);
  const part = useParts('error-notice', unstyled);
  return (
    <div {...part('', className)} role={announce ? 'alert' : undefined} {...rest}>
      <AlertIcon {...part('icon')} />
      <div {...part('body')}>
        <p {...part('message')}>{api ? api.detail : (fallback ?? messages.common.unknownError)}</p>
        {api?.suggestedFix ? <p {...part('fix')}>{api.suggestedFix}</p> : null}
        {api?.requestId ? <p {...part('request-id')}>{messages.common.requestId(api.requestId)}</p> : null}
      </div>
    </div>
  );
}
