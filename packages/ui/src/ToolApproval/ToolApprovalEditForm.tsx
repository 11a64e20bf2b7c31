'use client';
import { useEffect, useRef } from 'react';
import { Button } from '../shared/Button';
import { ToolFormActions } from '../ToolForm/ToolFormActions';
import { ToolFormFields } from '../ToolForm/ToolFormFields';
import { ToolFormRoot } from '../ToolForm/ToolFormRoot';
import { commonMessages } from '../theme/messages/common';
import { useMessages, useParts } from '../theme/PatchbayUIProvider';
import { useToolApprovalContext } from './toolApprovalContext';

/**
 * Edit: the tool's form, prefilled with the call's arguments; submitting it
 * approves with the values as edited. The service's problems with them show
 * at their fields.
 */
export function ToolApprovalEditForm({ onCancel }: { onCancel: () => void }) {
  const { approval, tool, approve, answering, messages } = useToolApprovalContext('Actions');
  const common = useMessages('common', commonMessages);
  const part = useParts('tool-approval');
  const box = useRef<HTMLDivElement | null>(null);
  // Into the form: its first field.
  useEffect(() => box.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);
  if (!tool) return null;
  return (
    <div ref={box} {...part('edit')}>
      <ToolFormRoot
        tool={tool}
        defaultValues={approval.arguments}
        onSubmit={approve}
        submitLabel={messages.approveEdited}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      >
        <ToolFormFields />
        <div {...part('actions')}>
          <Button variant="ghost" data-slot="tool-approval-cancel" onClick={onCancel} aria-disabled={answering ? true : undefined}>
            {common.cancel}
          </Button>
          <ToolFormActions />
        </div>
      </ToolFormRoot>
    </div>
  );
}
