export { TriggerConfigForm, type TriggerConfigFormProps } from './TriggerConfigForm';
export { TriggerConfigFormRoot, type TriggerConfigFormRootProps } from './TriggerConfigFormRoot';
export { TriggerConfigFormHeader, type TriggerConfigFormHeaderProps } from './TriggerConfigFormHeader';
export { TriggerConfigFormFields, type TriggerConfigFormFieldsProps } from './TriggerConfigFormFields';
export { TriggerConfigFormField, type TriggerConfigFormFieldProps } from './TriggerConfigFormField';
export { TriggerConfigFormPayload, type TriggerConfigFormPayloadProps } from './TriggerConfigFormPayload';
export { TriggerConfigFormActions, type TriggerConfigFormActionsProps } from './TriggerConfigFormActions';
export type { TriggerConfigValue } from './schema';
