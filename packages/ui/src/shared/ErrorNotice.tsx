'use client';
import { isPatchbayError, type PatchbayApiError } from '@patchbay/client';
import type { HTMLAttributes } from 'react';
import { usePartClass, usePatchbayUI } from '../theme/PatchbayUIProvider';
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
  const rootClass = usePartClass('pb-error-notice', unstyled, className);
  const iconClass = usePartClass('pb-error-notice__icon', unstyled);
  const bodyClass = usePartClass('pb-error-notice__body', unstyled);
  const messageClass = usePartClass('pb-error-notice__message', unstyled);
  const fixClass = usePartClass('pb-error-notice__fix', unstyled);
  const requestClass = usePartClass('pb-error-notice__request-id', unstyled);
  return (
    <div data-slot="error-notice" role={announce ? 'alert' : undefined} {...rest} className={rootClass}>
      <AlertIcon className={iconClass} />
      <div className={bodyClass}>
        <p data-slot="error-notice-message" className={messageClass}>
          {api ? api.detail : (fallback ?? messages.common.unknownError)}
        </p>
        {api?.suggestedFix ? (
          <p data-slot="error-notice-fix" className={fixClass}>
            {api.suggestedFix}
          </p>
        ) : null}
        {api?.requestId ? (
          <p data-slot="error-notice-request-id" className={requestClass}>
            {messages.common.requestId(api.requestId)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
