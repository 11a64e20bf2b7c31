import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  /** Renders the control with the id its label points at. */
  children: (id: string) => ReactNode;
}

/** A labelled form control; the label names the control alone (not its current value). */
export function Field({ label, children }: FieldProps) {
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
