import { Button } from '@patchbay/ui';
import { useState } from 'react';

export interface SecretOnceProps {
  label: string;
  value: string;
  onDismiss: () => void;
}

/** A secret shown once, right after it was created: copy it now, it cannot be shown again. */
export function SecretOnce({ label, value, onDismiss }: SecretOnceProps) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="demo-secret" role="status">
      <div>
        <strong>{label}</strong>
        <p className="demo-muted">Copy it now: it will not be shown again.</p>
        <code className="demo-mono demo-secret__value">{value}</code>
      </div>
      <div className="demo-inline">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
}
