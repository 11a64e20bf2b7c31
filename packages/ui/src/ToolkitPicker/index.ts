export { ToolkitPicker, type ToolkitPickerProps } from './ToolkitPicker';
export { ToolkitPickerRoot, type ToolkitPickerRootProps, type ToolkitPickerFilters } from './ToolkitPickerRoot';
export { ToolkitPickerSearch, type ToolkitPickerSearchProps } from './ToolkitPickerSearch';
export { ToolkitPickerCategoryFilter, type ToolkitPickerCategoryFilterProps } from './ToolkitPickerCategoryFilter';
export { ToolkitPickerList, type ToolkitPickerListProps, type ToolkitPickerItemRenderProps } from './ToolkitPickerList';
export { ToolkitPickerItem, type ToolkitPickerItemProps } from './ToolkitPickerItem';
export { ToolkitPickerEmpty, type ToolkitPickerEmptyProps } from './ToolkitPickerEmpty';
export type { ConnectionBadge } from './connectionBadge';
export type { ManagedAuthConfigsPolicy } from './connectable';
