'use client';
import type { Toolkit } from '@patchbay/client';
import { memo, type HTMLAttributes } from 'react';
import { CheckIcon } from '../shared/icons';
import { accountName } from '../shared/accountNames';
import { StatusPill } from '../shared/StatusPill';
import { useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { aliasMessages } from '../theme/messages/alias';
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
 * category and the user's connection, with the names of their accounts when
 * they have several (or named one). Its visible text is its name, so what a
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
  const id = row.ids.option(index);
  const category = toolkit.meta.categories[0]?.name;
  const badgeText = badge ? row.messages[badge.state === 'active' ? 'connected' : badge.state] : undefined;
  const part = useParts('toolkit-picker', unstyled);
  const alias = useMessages('alias', aliasMessages);
  const { lang } = useUISettings();
  const accounts = badge?.accounts ?? [];
  const names = accounts.map((account) => accountName(account, accounts, alias.unnamed, lang)).filter((name) => name !== null);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- combobox pattern: focus stays in the search box, which handles the keys through aria-activedescendant
    <div
      {...rest}
      role="option"
      id={id}
      aria-selected={selected}
      {...part('item', className)}
      data-state={selected ? 'selected' : 'unselected'}
      data-active={active ? '' : undefined}
      data-connection={badge?.state}
      // The search box keeps focus; a click only picks.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={active ? undefined : () => row.setActiveIndex(index)}
      onClick={() => row.select(toolkit)}
    >
      <span {...part('logo')} aria-hidden="true">
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
      <span {...part('text')}>
        {/* The catalog's name and description keep their own direction: an English one in an Arabic row is cut at its end, not its start. */}
        <span {...part('title')}>
          <span {...part('name')} dir="auto">
            {toolkit.name}
          </span>
          {/* The spaces between parts keep the option's accessible name readable ("Slack Communication …"). */}{' '}
          {category ? <span {...part('item-category')}>{category}</span> : null}{' '}
          {names.length > 0 ? <span {...part('item-accounts')}>{alias.list(names, lang)}</span> : null}
        </span>{' '}
        <span {...part('description')} dir="auto">
          {toolkit.meta.description}
        </span>
      </span>{' '}
      {badge ? (
        <StatusPill tone={BADGE_TONE[badge.state]} unstyled={unstyled} data-state={badge.state}>
          {badgeText}
        </StatusPill>
      ) : null}
      {/* Selection is shown by more than colour; aria-selected says it to assistive tech. */}
      {selected ? <CheckIcon {...part('check')} /> : null}
    </div>
  );
});
