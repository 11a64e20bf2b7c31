import { formatNumber } from '../../shared/formatNumber';

/** The form of a tool's input (ToolForm). */
export const toolFormMessages = {
  submit: 'Run tool',
  submitted: 'Submitted.',
  required: 'Required',
  requiredError: (label: string) => `${label} is required.`,
  numberError: (label: string) => `${label} must be a number.`,
  integerError: (label: string) => `${label} must be a whole number.`,
  optionError: (label: string) => `Choose one of the options for ${label}.`,
  jsonError: (label: string) => `${label} is not valid JSON.`,
  /** Any other problem, in the validator's words (`detail`). */
  fieldError: (label: string, detail: string) => `${label}: ${detail}`,
  selectPlaceholder: 'Select…',
  /** The choices of a yes/no parameter that may stay unset. */
  yes: 'Yes',
  no: 'No',
  /** An array's item: "Tags 2". */
  itemLabel: (label: string, position: number, locale: string) => `${label} ${formatNumber(position, locale)}`,
  addItem: (label: string) => `Add to ${label}`,
  removeItem: (itemLabel: string) => `Remove ${itemLabel}`,
  /** Help under a field the form cannot lay out as inputs (any JSON, or nested too deep). */
  jsonHint: 'Enter JSON.',
  /** Help under a choice among many options: type to narrow them. */
  searchHint: (count: number, locale: string) => `Type to search ${formatNumber(count, locale)} options.`,
  /** The label of the whole input as one JSON field, when the schema is too big to lay out. */
  allArguments: 'Input',
  noParameters: 'This tool takes no input.',
  /** Problems the form has no field for (names the schema does not list). */
  otherProblems: 'Fix these before you submit:',
};
