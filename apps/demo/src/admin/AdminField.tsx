import { forwardRef, useId } from 'react';

export interface AdminFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** What is wrong with the value, in plain words, shown (and announced) at the field. */
  problem: string | null;
}

/** One text input of an admin form, with its problem beside it rather than in a notice below the form. */
export const AdminField = forwardRef<HTMLInputElement, AdminFieldProps>(function AdminField({ label, value, onChange, placeholder, problem }, ref) {
  const errorId = `${useId()}-error`;
  return (
    <div className="demo-admin-field">
      <input
        ref={ref}
        className="demo-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem ? (
        <p id={errorId} role="alert" className="demo-error demo-field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
});
