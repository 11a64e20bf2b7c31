import type { ProxyResponse } from '@patchbay/client';
import { StatusPill, usePatchbayUI } from '@patchbay/ui';
import { useDemoMessages } from '../i18n/DemoLanguageContext';

export interface ProxyResultProps {
  result: ProxyResponse;
}

/** What the app answered through the proxy: status, headers, and the JSON, text or binary body. */
export function ProxyResult({ result }: ProxyResultProps) {
  const ok = result.status >= 200 && result.status < 300;
  const words = useDemoMessages().playground;
  const {
    messages: {
      dropzone: { fileSize },
    },
    lang,
  } = usePatchbayUI();
  return (
    <div className="demo-stack" data-testid="proxy-result">
      <div className="demo-inline">
        <span>{words.status}</span>
        <StatusPill tone={ok ? 'success' : 'danger'} data-testid="proxy-status">
          {result.status}
        </StatusPill>
      </div>
      <details>
        <summary>{words.headers(Object.keys(result.headers).length)}</summary>
        <dl className="demo-headers">
          {Object.entries(result.headers).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {result.binary_data ? (
        <div className="demo-stack">
          <span className="demo-muted">{words.binaryBody(result.binary_data.content_type, fileSize(result.binary_data.size, lang))}</span>
          {result.binary_data.content_type.startsWith('image/') ? (
            <img src={result.binary_data.url} alt={words.binaryImage} className="demo-binary" />
          ) : null}
          <a href={result.binary_data.url} target="_blank" rel="noreferrer">
            {words.download}
          </a>
        </div>
      ) : (
        <pre className="demo-code" data-testid="proxy-body">
          {typeof result.data === 'string' ? result.data : JSON.stringify(result.data, null, 2)}
        </pre>
      )}
    </div>
  );
}
