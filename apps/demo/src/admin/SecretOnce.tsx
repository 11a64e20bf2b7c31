import { Button } from '@patchbay/ui';
import { useState } from 'react';
import { useDemoMessages } from '../i18n/DemoLanguageContext';

export interface SecretOnceProps {
  label: string;
  value: string;
  onDismiss: () => void;
}

/** A secret shown once, right after it was created: copy it now, it cannot be shown again. */
export function SecretOnce({ label, value, onDismiss }: SecretOnceProps) {
  const [copied, setCopied] = useState(false);
  const words = useDemoMessages().admin.secret;
  return (
    <div className="demo-secret" role="status">
      <div>
        <strong>{label}</strong>
        <p className="demo-muted">{words.copyNow}</p>
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
          {copied ? words.copied : words.copy}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          {words.done}
        </Button>
      </div>
    </div>
  );
}
