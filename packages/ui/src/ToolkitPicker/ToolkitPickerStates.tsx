'use client';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { useParts } from '../theme/PatchbayUIProvider';
import { usePickerContext } from './pickerContext';

interface StateProps {
  unstyled: boolean | undefined;
}

/** Placeholder rows while the first page loads; the text for screen readers says so. */
export function ToolkitPickerSkeleton({ unstyled }: StateProps) {
  const picker = usePickerContext('List');
  const part = useParts('toolkit-picker', unstyled);
  return (
    <div role="status" {...part('skeleton')}>
      <VisuallyHidden>{picker.common.loading}</VisuallyHidden>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} aria-hidden="true" {...part('skeleton-row')}>
          <span />
          <span>
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The listing failed: the service's message and request id, and a way to try again. */
export function ToolkitPickerLoadError({ unstyled }: StateProps) {
  const picker = usePickerContext('List');
  const part = useParts('toolkit-picker', unstyled);
  return (
    <div {...part('error')}>
      <ErrorNotice error={picker.error} fallback={picker.messages.error} unstyled={unstyled} />
      <Button onClick={picker.retry} unstyled={unstyled}>
        {picker.common.retry}
      </Button>
    </div>
  );
}
