import { useId, useState } from 'react';
import { parseColor, toHex } from './colorMath';
import { SCHEMES, type Palette, type Scheme } from './palette';
import type { StudioState } from './studioState';
import { STUDIO_TOKENS, type TokenGroup } from './studioTokens';
import { TokenControl } from './TokenControl';

/** The groups, in the order a designer decides them: the brand first, motion last. */
const GROUPS: readonly { group: TokenGroup; title: string }[] = [
  { group: 'brand', title: 'Brand colour' },
  { group: 'surfaces', title: 'Surfaces' },
  { group: 'text', title: 'Text' },
  { group: 'borders', title: 'Borders' },
  { group: 'focus', title: 'Focus ring' },
  { group: 'status', title: 'Status colours' },
  { group: 'radius', title: 'Radius' },
  { group: 'density', title: 'Density' },
  { group: 'font', title: 'Font' },
  { group: 'motion', title: 'Motion' },
];

export interface TokenControlsProps {
  state: StudioState;
  palette: Palette;
  update: (next: StudioState) => void;
}

/** The theme's name and brand colour, then every token the studio edits, grouped as `studioTokens` groups them. */
export function TokenControls({ state, palette, update }: TokenControlsProps) {
  const [scheme, setScheme] = useState<Scheme>('light');
  const ids = { name: useId(), brand: useId(), brandText: useId(), scheme: useId() };
  const setBrand = (text: string) => {
    const parsed = parseColor(text);
    if (parsed.ok) update({ ...state, brand: toHex({ ...parsed.color, a: 1 }) });
  };
  return (
    <form className="pb-studio-controls" aria-label="Theme tokens" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>Theme</legend>
        <div className="pb-studio-control">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            type="text"
            defaultValue={state.name}
            key={state.name}
            onBlur={(event) => update({ ...state, name: event.target.value })}
          />
        </div>
        <div className="pb-studio-control">
          <label htmlFor={ids.brand}>Brand colour</label>
          <input id={ids.brand} type="color" value={state.brand} onChange={(event) => setBrand(event.target.value)} />
          <input
            id={ids.brandText}
            aria-label="Brand colour as text"
            type="text"
            spellCheck={false}
            defaultValue={state.brand}
            key={state.brand}
            onBlur={(event) => setBrand(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && setBrand(event.currentTarget.value)}
          />
        </div>
        <p className="pb-studio-hint">
          The brand colour makes the whole light and dark palette; a colour set below is kept and the rest is fitted around it.
        </p>
        <div className="pb-studio-control">
          <label htmlFor={ids.scheme}>Colours of</label>
          <select id={ids.scheme} value={scheme} onChange={(event) => setScheme(event.target.value as Scheme)}>
            {SCHEMES.map((each) => (
              <option key={each} value={each}>
                {each === 'light' ? 'Light' : 'Dark'}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {GROUPS.map(({ group, title }) => (
        <fieldset key={group}>
          <legend>{title}</legend>
          {STUDIO_TOKENS.filter((token) => token.group === group).map((token) => (
            <TokenControl key={token.property} token={token} state={state} colors={palette[scheme]} scheme={scheme} update={update} />
          ))}
        </fieldset>
      ))}
    </form>
  );
}
