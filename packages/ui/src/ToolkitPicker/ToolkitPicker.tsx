'use client';
import { useParts } from '../theme/PatchbayUIProvider';
import { ToolkitPickerCategoryFilter } from './ToolkitPickerCategoryFilter';
import { ToolkitPickerEmpty } from './ToolkitPickerEmpty';
import { ToolkitPickerItem } from './ToolkitPickerItem';
import { ToolkitPickerList, type ToolkitPickerListProps } from './ToolkitPickerList';
import { ToolkitPickerRoot, type ToolkitPickerRootProps } from './ToolkitPickerRoot';
import { ToolkitPickerSearch } from './ToolkitPickerSearch';

export interface ToolkitPickerProps extends Omit<ToolkitPickerRootProps, 'children'> {
  /** Show the category select next to the search box. @default true */
  showCategories?: boolean;
  /** Passed to the list (row height, overscan, custom rows). @default {} */
  listProps?: Omit<ToolkitPickerListProps, 'unstyled'>;
}

/**
 * A ready-made toolkit picker: search, category filter and the virtualized
 * list with connection badges. Compose `ToolkitPicker.Root` and its parts
 * for another layout.
 */
function ToolkitPickerAssembled({ showCategories = true, listProps, unstyled, ...rootProps }: ToolkitPickerProps) {
  const part = useParts('toolkit-picker', unstyled);
  return (
    <ToolkitPickerRoot unstyled={unstyled} {...rootProps}>
      <div {...part('header')}>
        <ToolkitPickerSearch />
        {showCategories ? <ToolkitPickerCategoryFilter /> : null}
      </div>
      <ToolkitPickerList {...listProps} />
    </ToolkitPickerRoot>
  );
}

export const ToolkitPicker = Object.assign(ToolkitPickerAssembled, {
  Root: ToolkitPickerRoot,
  Search: ToolkitPickerSearch,
  CategoryFilter: ToolkitPickerCategoryFilter,
  List: ToolkitPickerList,
  Item: ToolkitPickerItem,
  Empty: ToolkitPickerEmpty,
});
