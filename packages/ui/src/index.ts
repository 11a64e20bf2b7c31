'use client';
// Explicit named exports only: each component adds its own lines. The order is
// the order of the modules in an app's bundle; this one gzips best (`pnpm size`).

export { PatchbayUIProvider, usePatchbayUI, type PatchbayUIProviderProps, type ThemeName } from './theme/PatchbayUIProvider';
export { defaultMessages, type Messages, type MessagesOverride } from './theme/messages';
export { en } from './theme/en';
export type { Locale, LocaleMessages } from './theme/Locale';
export { matchLocale } from './theme/matchLocale';
export { plural, type PluralForms } from './theme/plural';

export { Button, type ButtonProps } from './shared/Button';
export { ErrorNotice, apiErrorOf, type ErrorNoticeProps } from './shared/ErrorNotice';
export { fieldErrorText } from './shared/fieldErrorText';
export { LiveRegion, type LiveRegionProps } from './shared/LiveRegion';
export { Spinner, type SpinnerProps } from './shared/Spinner';
export { StatusPill, type StatusPillProps } from './shared/StatusPill';
export { VisuallyHidden, visuallyHiddenStyle } from './shared/VisuallyHidden';

export {
  FileDropzone,
  FileDropzoneArea,
  FileDropzoneItem,
  FileDropzoneList,
  FileDropzoneRoot,
  type DropzoneItem,
  type DropzoneItemStatus,
  type DropzoneRejection,
  type FileDropzoneAreaProps,
  type FileDropzoneItemProps,
  type FileDropzoneListProps,
  type FileDropzoneProps,
  type FileDropzoneRootProps,
} from './FileDropzone';

export {
  ConnectAccountModal,
  ConnectAccountModalAbilities,
  ConnectAccountModalActions,
  ConnectAccountModalAlias,
  ConnectAccountModalContent,
  ConnectAccountModalHeader,
  ConnectAccountModalPicker,
  ConnectAccountModalRoot,
  ConnectAccountModalStatus,
  ConnectAccountModalTrigger,
  type ConnectAccountModalActionsProps,
  type ConnectAccountModalAliasProps,
  type ConnectAccountModalContentProps,
  type ConnectAccountModalHeaderProps,
  type ConnectAccountModalProps,
  type ConnectAccountModalRootProps,
  type ConnectAccountModalStatusProps,
  type ConnectAccountModalTriggerProps,
  type ConnectAccountPickerProps,
  type ConnectFlowOptions,
} from './ConnectAccountModal';

export { ConnectionRequest, type ConnectionRequestProps } from './ConnectionRequest';

export {
  ConnectionManager,
  ConnectionManagerAccount,
  ConnectionManagerEmpty,
  ConnectionManagerError,
  ConnectionManagerGroup,
  ConnectionManagerHeader,
  ConnectionManagerList,
  ConnectionManagerRename,
  ConnectionManagerRoot,
  ConnectionManagerSkeleton,
  ConnectionStatus,
  type ConnectionManagerAccountProps,
  type ConnectionManagerEmptyProps,
  type ConnectionManagerErrorProps,
  type ConnectionManagerGroupProps,
  type ConnectionManagerHeaderProps,
  type ConnectionManagerListProps,
  type ConnectionManagerProps,
  type ConnectionManagerRenameProps,
  type ConnectionManagerRootProps,
  type ConnectionManagerSkeletonProps,
  type ConnectionStatusProps,
} from './ConnectionManager';

export { ConnectionHealthBanner, type ConnectionHealthBannerProps } from './ConnectionHealthBanner';

export {
  ToolkitPicker,
  ToolkitPickerCategoryFilter,
  ToolkitPickerEmpty,
  ToolkitPickerItem,
  ToolkitPickerList,
  ToolkitPickerRoot,
  ToolkitPickerSearch,
  type ConnectionBadge,
  type ManagedAuthConfigsPolicy,
  type ToolkitPickerCategoryFilterProps,
  type ToolkitPickerEmptyProps,
  type ToolkitPickerFilters,
  type ToolkitPickerItemProps,
  type ToolkitPickerItemRenderProps,
  type ToolkitPickerListProps,
  type ToolkitPickerProps,
  type ToolkitPickerRootProps,
  type ToolkitPickerSearchProps,
} from './ToolkitPicker';

export {
  TriggerConfigForm,
  TriggerConfigFormActions,
  TriggerConfigFormField,
  TriggerConfigFormFields,
  TriggerConfigFormHeader,
  TriggerConfigFormPayload,
  TriggerConfigFormRoot,
  type TriggerConfigFormActionsProps,
  type TriggerConfigFormFieldProps,
  type TriggerConfigFormFieldsProps,
  type TriggerConfigFormHeaderProps,
  type TriggerConfigFormPayloadProps,
  type TriggerConfigFormProps,
  type TriggerConfigFormRootProps,
  type TriggerConfigValue,
} from './TriggerConfigForm';

export {
  ToolForm,
  ToolFormActions,
  ToolFormField,
  ToolFormFields,
  ToolFormHeader,
  ToolFormRoot,
  type ToolFormActionsProps,
  type ToolFormFieldProps,
  type ToolFormFieldsProps,
  type ToolFormHeaderProps,
  type ToolFormProps,
  type ToolFormRootProps,
  type ToolFormValues,
} from './ToolForm';

export {
  ToolApproval,
  ToolApprovalActions,
  ToolApprovalArguments,
  ToolApprovalHeader,
  ToolApprovalList,
  ToolApprovalRoot,
  ToolApprovalStatus,
  type ToolApprovalActionsProps,
  type ToolApprovalArgumentsProps,
  type ToolApprovalHeaderProps,
  type ToolApprovalListProps,
  type ToolApprovalProps,
  type ToolApprovalRootProps,
  type ToolApprovalStatusProps,
} from './ToolApproval';
