import { useId } from 'react';
import type { Scheme, SchemeColors } from './palette';
import type { StudioState } from './studioState';
import { SHARED_TOKEN_OF, isColorProperty, type StudioToken } from './studioTokens';
import { formatNumber } from './tokenValue';

export interface TokenControlProps {
  token: StudioToken;
  state: StudioState;
  /** The colours the palette makes for the scheme being edited. */
  colors: SchemeColors;
  scheme: Scheme;
  update: (next: StudioState) => void;
}

/** One token's control: a colour picker (a text field for a see-through colour), a slider or a select, and Reset once set by hand. */
export function TokenControl({ token, state, colors, scheme, update }: TokenControlProps) {
  const id = useId();
  const { control, property } = token;
  if (isColorProperty(property)) {
    const edited = state.colors[scheme][property] !== undefined;
    const setColor = (value: string | undefined) => {
      const mine = { ...state.colors[scheme] };
      if (value === undefined) delete mine[property];
      else mine[property] = value;
      update({ ...state, colors: { ...state.colors, [scheme]: mine } });
    };
    const value = colors[property];
    return (
      <div className="pb-studio-control" data-edited={edited || undefined}>
        <label htmlFor={id}>{token.label}</label>
        {control.type === 'colour' && control.alpha ? (
          <input id={id} type="text" spellCheck={false} defaultValue={value} key={value} onBlur={(event) => setColor(event.target.value)} />
        ) : (
          <input id={id} type="color" value={value.slice(0, 7)} onChange={(event) => setColor(event.target.value)} />
        )}
        <code aria-hidden="true">{value}</code>
        {edited ? (
          <button type="button" className="pb-studio-reset" onClick={() => setColor(undefined)} aria-label={`Reset ${token.label}`}>
            Reset
          </button>
        ) : null}
      </div>
    );
  }

  const shared = SHARED_TOKEN_OF.get(property)!;
  const current = state.tokens[property] ?? shared.defaultValue;
  const setValue = (value: string) => update({ ...state, tokens: { ...state.tokens, [property]: value } });
  if (control.type === 'select') {
    const selected = control.options.find((option) => option.value === current)?.id ?? control.options[0]!.id;
    return (
      <div className="pb-studio-control">
        <label htmlFor={id}>{token.label}</label>
        <select id={id} value={selected} onChange={(event) => setValue(control.options.find((option) => option.id === event.target.value)!.value)}>
          {control.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (control.type !== 'slider') return null;
  const amount = Number.parseFloat(current);
  return (
    <div className="pb-studio-control">
      <label htmlFor={id}>{token.label}</label>
      <input
        id={id}
        type="range"
        min={control.min}
        max={control.max}
        step={control.step}
        value={amount}
        aria-valuetext={current}
        onChange={(event) => setValue(`${formatNumber(Number(event.target.value))}${control.unit}`)}
      />
      <output htmlFor={id}>{current}</output>
    </div>
  );
}
