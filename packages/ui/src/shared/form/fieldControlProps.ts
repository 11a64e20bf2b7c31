/** The attributes every control of a field takes: its id, name, ARIA state and the blur that marks it left. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'data-slot': string;
  onBlur: () => void;
}

/** The words a field's own parts need. */
export interface FieldInputMessages {
  required: string;
  selectPlaceholder: string;
  /** The choices of a yes/no field that may stay unset. @default 'true' / 'false' */
  yes?: string;
  no?: string;
}
