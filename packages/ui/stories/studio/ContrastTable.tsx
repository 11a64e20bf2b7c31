import type { PairCheck } from './palette';

export interface ContrastTableProps {
  checks: readonly PairCheck[];
}

/** Every pair the studio checks, light then dark, with its ratio; a failing pair says so in words, not only in colour. */
export function ContrastTable({ checks }: ContrastTableProps) {
  const failing = checks.filter((check) => !check.passes).length;
  return (
    <section className="pb-studio-section" aria-labelledby="pb-studio-contrast">
      <h2 id="pb-studio-contrast">Contrast (WCAG AA)</h2>
      <p className="pb-studio-summary" data-state={failing ? 'failing' : 'passing'} role="status">
        {failing ? `${failing} of ${checks.length} pairs fail AA.` : `All ${checks.length} pairs pass AA.`}
      </p>
      {/* Scrolls sideways on a narrow screen; focusable, so a keyboard scrolls it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by Tab to be scrolled by keys. */}
      <div className="pb-studio-table-scroll" role="region" aria-label="Contrast pairs" tabIndex={0}>
        <table className="pb-studio-contrast">
          <thead>
            <tr>
              <th scope="col">Scheme</th>
              <th scope="col">Where</th>
              <th scope="col">Foreground</th>
              <th scope="col">Background</th>
              <th scope="col">Ratio</th>
              <th scope="col">Needs</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={`${check.scheme} ${check.foreground} ${check.background}`} data-state={check.passes ? 'pass' : 'fail'}>
                <td>{check.scheme}</td>
                <td>{check.use}</td>
                <td>
                  <span className="pb-studio-swatch" style={{ background: check.foregroundColor }} aria-hidden="true" />
                  <code>{check.foreground}</code> {check.foregroundColor}
                </td>
                <td>
                  <span className="pb-studio-swatch" style={{ background: check.backgroundColor }} aria-hidden="true" />
                  <code>{check.background}</code> {check.backgroundColor}
                </td>
                {/* Floored, not rounded: 4.49 must not show as 4.5. */}
                <td>{(Math.floor(check.ratio * 100) / 100).toFixed(2)}:1</td>
                <td>{check.minimum}:1</td>
                <td>{check.passes ? 'Passes' : 'Fails'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
