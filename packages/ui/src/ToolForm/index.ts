export { ToolForm, type ToolFormProps } from './ToolForm';
export { ToolFormRoot, type ToolFormRootProps } from './ToolFormRoot';
export { ToolFormHeader, type ToolFormHeaderProps } from './ToolFormHeader';
export { ToolFormFields, type ToolFormFieldsProps } from './ToolFormFields';
export { ToolFormField, type ToolFormFieldProps } from './ToolFormField';
export { ToolFormActions, type ToolFormActionsProps } from './ToolFormActions';
export type { ToolFormValues } from './useToolForm';
