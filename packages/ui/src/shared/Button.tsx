'use client';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * Shows a spinner and ignores clicks while work is under way. The button
   * stays focusable (aria-disabled, not disabled) so focus is never lost.
   * @default false
   */
  busy?: boolean;
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
}

/** The kit's button: a native `<button type="button">` with variants. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', busy = false, unstyled, className, type = 'button', onClick, children, ...rest },
  ref,
) {
  const part = useParts('button', unstyled)('', className);
  const inert = busy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...part}
      {...rest}
      ref={ref}
      type={type}
      data-variant={variant}
      data-state={busy ? 'busy' : undefined}
      aria-disabled={inert || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <Spinner unstyled={unstyled} /> : null}
      {children}
    </button>
  );
});
