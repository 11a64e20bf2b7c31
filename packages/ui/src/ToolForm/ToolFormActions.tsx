'use client';
import type { HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useParts } from '../theme/PatchbayUIProvider';
import { useToolFormContext } from './toolFormContext';

export type ToolFormActionsProps = HTMLAttributes<HTMLDivElement>;

/** Submit, problems no field can show (names the schema does not list), and a failed submit's error. */
export function ToolFormActions({ className, ...rest }: ToolFormActionsProps) {
  const form = useToolFormContext('Actions');
  const { messages } = form;
  const part = useParts('tool-form');
  return (
    <div {...part('actions', className)} {...rest}>
      {form.otherProblems.length > 0 ? (
        <div role="alert" {...part('problems')}>
          <p>{messages.otherProblems}</p>
          <ul>
            {form.otherProblems.map((problem) => {
              const text = `${problem.path.join('.')}: ${problem.message}`;
              return <li key={text}>{text}</li>;
            })}
          </ul>
        </div>
      ) : null}
      {form.submitError ? <ErrorNotice error={form.submitError} /> : null}
      <Button type="submit" variant="primary" busy={form.submitting} data-slot="tool-form-submit">
        {form.submitLabel}
      </Button>
    </div>
  );
}
