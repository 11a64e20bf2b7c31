'use client';
import type { SelectHTMLAttributes } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { usePickerContext } from './pickerContext';

export interface ToolkitPickerCategoryFilterProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'multiple'> {
  /** Drop the kit's class names. @default the picker's `unstyled` */
  unstyled?: boolean;
}

/** A native select of the service's toolkit categories: small, and accessible on every platform. */
export function ToolkitPickerCategoryFilter({ unstyled, className, onChange, ...rest }: ToolkitPickerCategoryFilterProps) {
  const picker = usePickerContext('CategoryFilter');
  const part = useParts('toolkit-picker', unstyled);
  return (
    <div {...part('category')}>
      <select
        aria-label={picker.messages.categoryLabel}
        {...rest}
        {...part('category-select', className)}
        data-state={picker.category ? 'filtered' : 'all'}
        value={picker.category}
        onChange={(event) => {
          onChange?.(event);
          picker.setCategory(event.target.value);
        }}
      >
        <option value="">{picker.messages.allCategories}</option>
        {picker.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </div>
  );
}
