/** The trigger config form (TriggerConfigForm). */
export const triggerFormMessages = {
  submitCreate: 'Create trigger',
  submitUpdate: 'Save changes',
  required: 'Required',
  requiredError: (label: string) => `${label} is required.`,
  numberError: (label: string) => `${label} must be a number.`,
  optionError: (label: string) => `Choose one of the options for ${label}.`,
  selectPlaceholder: 'Select…',
  /** The disclosure that holds the payload's field names and types (developer words). */
  payloadTitle: 'For developers: what each event carries',
  /** A trigger is paused and resumed (accounts and auth configs are disabled and enabled); its state is Listening or Paused. */
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  confirmDelete: 'Delete this trigger? Its events stop and it cannot be restored.',
  listening: 'Listening',
  paused: 'Paused',
  saved: 'Saved.',
  deleted: 'Trigger deleted.',
  noConfig: 'This trigger needs no settings.',
  serverFieldError: (label: string, detail: string) => `${label}: ${detail}`,
  payloadNested: (field: string) => `Fields of ${field}`,
};
