'use client';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { Button } from './Button';
import { MoreIcon } from './icons';

export interface ActionMenuItem {
  /** What the item says, e.g. "Rename". */
  label: string;
  onSelect: () => void;
  /** A destructive action, drawn in the danger colour. @default false */
  danger?: boolean;
  /** The item's `data-slot`. @default `${slot}-item` */
  slot?: string;
}

export interface ActionMenuProps {
  /** The button's accessible name, which also names the menu: "More actions for Acme Status (Work)". */
  label: string;
  items: ActionMenuItem[];
  /** The `data-slot` of the wrapper; its button, list and items add `-button`, `-list`, `-item`. @default 'menu' */
  slot?: string;
  /** One of the actions is under way: the button shows a spinner (and stays focusable). @default false */
  busy?: boolean;
  className?: string;
}

/** The items of the open menu inside `root`, in order. */
const itemsIn = (root: HTMLElement | null) => Array.from(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A menu button (the ARIA menu button pattern): a button with `aria-haspopup="menu"` whose menu of
 * `menuitem`s opens under it. Enter, Space and Down open it on the first item, Up on the last; in the
 * menu Up and Down (wrapping round), Home and End move, Enter or Space picks, Escape closes. Focus is
 * then back on the button, unless the picked action takes it on (a field, a dialog). Tab or a press
 * anywhere else closes the menu.
 */
export function ActionMenu({ label, items, slot = 'menu', busy = false, className }: ActionMenuProps) {
  const part = useParts('menu');
  const slotted = (name: string) => ({ ...part(name), 'data-slot': name ? `${slot}-${name}` : slot });
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const focusItem = (index: number) => {
    const shown = itemsIn(rootRef.current);
    if (shown.length) shown[(index + shown.length) % shown.length]?.focus();
  };
  const close = () => {
    buttonRef.current?.focus();
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const shown = itemsIn(rootRef.current);
    shown[open === 'first' ? 0 : shown.length - 1]?.focus();
    // A press outside (not a click on the button, which toggles) closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemsIn(rootRef.current).indexOf(event.target as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: close,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  // Focus gone elsewhere (Tab, or a click on another control): the menu closes behind it.
  const onBlur = (event: FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={rootRef} {...part('', className)} data-slot={slot} onBlur={onBlur}>
      <Button
        ref={buttonRef}
        id={`${id}-button`}
        variant="ghost"
        busy={busy}
        {...slotted('button')}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKeyDown}
      >
        {busy ? null : <MoreIcon />}
      </Button>
      {open ? (
        <div id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} tabIndex={-1} {...slotted('list')} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={part('item').className}
              data-slot={item.slot ?? `${slot}-item`}
              data-tone={item.danger ? 'danger' : undefined}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
