import { useId, useState } from 'react';
import type { StudioState } from './studioState';
import { importTheme, type ThemeImport } from './themeImport';

export interface ImportPanelProps {
  update: (next: StudioState) => void;
}

/** Paste a theme's CSS (the studio's export, or one written by hand) to go on editing it; says what it left out. */
export function ImportPanel({ update }: ImportPanelProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<ThemeImport | null>(null);
  const apply = () => {
    const read = importTheme(text);
    setResult(read);
    update(read.state);
  };
  return (
    <section className="pb-studio-section" aria-labelledby="pb-studio-import">
      <h2 id="pb-studio-import">Import</h2>
      <label htmlFor={id}>Paste a theme&apos;s CSS</label>
      <textarea id={id} rows={8} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
      <p>
        <button type="button" className="pb-button" data-variant="primary" onClick={apply}>
          Import the CSS
        </button>
      </p>
      <div role="status">
        {result ? (
          <>
            <p>
              Imported the theme {result.state.name}, brand {result.state.brand}.
              {result.ignored.length ? ` Left out ${result.ignored.length}${result.truncated ? ' and more' : ''}:` : ' Nothing was left out.'}
            </p>
            {result.ignored.length ? (
              <ul className="pb-studio-ignored">
                {result.ignored.map((each, index) => (
                  <li key={index}>
                    <code>{each.what || '(the whole text)'}</code>: {each.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
