import { useRef, type KeyboardEvent } from 'react';
import { THEMES, type DemoTheme } from './useTheme';

export interface ThemeSwitcherProps {
  theme: DemoTheme;
  onChange: (theme: DemoTheme) => void;
}

const LABELS: Record<DemoTheme, string> = { light: 'Light', dark: 'Dark', brand: 'Brand' };

/** How far each key moves the choice; Home and End go to the ends. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A segmented control over the kit's three themes, as an ARIA radio group:
 * one Tab stop (the checked option), and the arrow keys move the choice.
 */
export function ThemeSwitcher({ theme, onChange }: ThemeSwitcherProps) {
  const options = useRef<Partial<Record<DemoTheme, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const current = THEMES.indexOf(theme);
    const step = STEPS[event.key];
    const index =
      step !== undefined
        ? (current + step + THEMES.length) % THEMES.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? THEMES.length - 1
            : null;
    if (index === null) return;
    event.preventDefault();
    const next = THEMES[index]!;
    onChange(next);
    options.current[next]?.focus();
  };

  return (
    <div className="demo-segmented" role="radiogroup" aria-label="Theme">
      {THEMES.map((name) => (
        <button
          key={name}
          ref={(element) => {
            options.current[name] = element;
          }}
          type="button"
          role="radio"
          aria-checked={theme === name}
          tabIndex={theme === name ? 0 : -1}
          className="demo-segmented__option"
          onClick={() => onChange(name)}
          onKeyDown={onKeyDown}
        >
          {LABELS[name]}
        </button>
      ))}
    </div>
  );
}
