'use client';
import type { Toolkit } from '@patchbay/client';
import { memo, type HTMLAttributes } from 'react';
import { CheckIcon } from '../shared/icons';
import { StatusPill } from '../shared/StatusPill';
import { usePartClass } from '../theme/PatchbayUIProvider';
import type { ConnectionBadge } from './connectionBadge';
import { usePickerRowContext } from './pickerContext';

export interface ToolkitPickerItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'onSelect'> {
  toolkit: Toolkit;
  /** Position in the list: names the option for aria-activedescendant. */
  index: number;
  /** The option the arrow keys are on. @default false */
  active?: boolean;
  /** The picked toolkit. @default false */
  selected?: boolean;
  /** The user's connection to show. @default undefined (none) */
  badge?: ConnectionBadge | undefined;
  /** Drop the kit's class names. @default the picker's `unstyled` */
  unstyled?: boolean;
}

const BADGE_TONE = { active: 'success', expired: 'warning', failed: 'danger' } as const;

/**
 * One toolkit, an ARIA option: logo, name, one line of description, its
 * category and the user's connection. Its visible text is its name, so what a
 * screen reader says matches what is shown. Hover makes it active, click picks it.
 */
export const ToolkitPickerItem = memo(function ToolkitPickerItem({
  toolkit,
  index,
  active = false,
  selected = false,
  badge,
  unstyled,
  className,
  ...rest
}: ToolkitPickerItemProps) {
  const row = usePickerRowContext('Item');
  const plain = unstyled ?? row.unstyled;
  const id = row.ids.option(index);
  const category = toolkit.meta.categories[0]?.name;
  const badgeText = badge ? row.messages[badge.state === 'active' ? 'connected' : badge.state] : undefined;
  const classes = {
    root: usePartClass('pb-toolkit-picker__item', plain, className),
    logo: usePartClass('pb-toolkit-picker__logo', plain),
    text: usePartClass('pb-toolkit-picker__text', plain),
    title: usePartClass('pb-toolkit-picker__title', plain),
    name: usePartClass('pb-toolkit-picker__name', plain),
    category: usePartClass('pb-toolkit-picker__item-category', plain),
    description: usePartClass('pb-toolkit-picker__description', plain),
    check: usePartClass('pb-toolkit-picker__check', plain),
  };
  return (
    <div
      {...rest}
      role="option"
      id={id}
      aria-selected={selected}
      data-slot="toolkit-picker-item"
      data-state={selected ? 'selected' : 'unselected'}
      data-active={active ? '' : undefined}
      data-connection={badge?.state}
      className={classes.root}
      // The search box keeps focus; a click only picks.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={active ? undefined : () => row.setActiveIndex(index)}
      onClick={() => row.select(toolkit)}
    >
      <span className={classes.logo} data-slot="toolkit-picker-logo" aria-hidden="true">
        {toolkit.name.charAt(0)}
        <img
          src={toolkit.meta.logo}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
        />
      </span>
      <span className={classes.text}>
        <span className={classes.title}>
          <span className={classes.name} data-slot="toolkit-picker-name">
            {toolkit.name}
          </span>
          {/* The spaces between parts keep the option's accessible name readable ("Slack Communication …"). */}
          {' '}
          {category ? (
            <span className={classes.category} data-slot="toolkit-picker-item-category">
              {category}
            </span>
          ) : null}
        </span>{' '}
        <span className={classes.description} data-slot="toolkit-picker-description">
          {toolkit.meta.description}
        </span>
      </span>{' '}
      {badge ? (
        <StatusPill tone={BADGE_TONE[badge.state]} unstyled={plain} data-state={badge.state}>
          {badgeText}
        </StatusPill>
      ) : null}
      {/* Selection is shown by more than colour; aria-selected says it to assistive tech. */}
      {selected ? <CheckIcon className={classes.check} data-slot="toolkit-picker-check" /> : null}
    </div>
  );
});
