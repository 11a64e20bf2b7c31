'use client';
import { isPatchbayError, type PatchbayApiError } from '@patchbay/client';
import type { HTMLAttributes } from 'react';
import { commonMessages } from '../theme/messages/common';
import { errorMessages } from '../theme/messages/errors';
import { useMessages, useParts } from '../theme/PatchbayUIProvider';
import { AlertIcon } from './icons';
import { plainError } from './plainError';

/** The service's error envelope behind `error`, or null when the error did not come from the service. */
export function apiErrorOf(error: unknown): PatchbayApiError | null {
  return isPatchbayError(error) && error.kind === 'api' ? error : null;
}

export interface ErrorNoticeProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Any thrown value. Users read what it means in plain words
   * (`messages.errors`); a `PatchbayApiError`'s own message, `suggested_fix`
   * and `request_id` sit behind a "Details for developers" disclosure.
   */
  error: unknown;
  /** Shown instead of the plain words for errors that did not come from the service. @default the plain words */
  fallback?: string;
  /** Read out at once (role="alert"). Turn off when a live region already says it. @default true */
  announce?: boolean;
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
}

/** An error as a user can act on it, with what a developer needs (and a support ticket quotes) one click away. */
export function ErrorNotice({ error, fallback, announce = true, unstyled, className, ...rest }: ErrorNoticeProps) {
  const errors = useMessages('errors', errorMessages);
  const common = useMessages('common', commonMessages);
  const api = apiErrorOf(error);
  const part = useParts('error-notice', unstyled);
  const developerText = api ? api.detail : error instanceof Error ? error.message : '';
  return (
    <div {...part('', className)} role={announce ? 'alert' : undefined} {...rest}>
      <AlertIcon {...part('icon')} />
      <div {...part('body')}>
        <p {...part('message')}>{!api && fallback ? fallback : plainError(error, errors)}</p>
        {developerText ? (
          <details {...part('details')}>
            <summary {...part('summary')}>{errors.details}</summary>
            <p {...part('detail')}>{developerText}</p>
            {api?.suggestedFix ? <p {...part('fix')}>{api.suggestedFix}</p> : null}
            {api ? <p {...part('status')}>{errors.status(api.status, api.slug)}</p> : null}
            {api?.requestId ? <p {...part('request-id')}>{common.requestId(api.requestId)}</p> : null}
          </details>
        ) : null}
      </div>
    </div>
  );
}
