import { useRef, type KeyboardEvent } from 'react';
import { useDemoMessages } from './i18n/DemoLanguageContext';
import { THEMES, type DemoTheme } from './useTheme';

export interface ThemeSwitcherProps {
  theme: DemoTheme;
  onChange: (theme: DemoTheme) => void;
}

/** How far each key moves the choice, left to right; Home and End go to the ends. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
/** Right to left, the row reads the other way: the arrow keys follow it. */
const MIRRORED: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };

/**
 * A segmented control over the kit's three themes, as an ARIA radio group:
 * one Tab stop (the checked option), and the arrow keys move the choice.
 */
export function ThemeSwitcher({ theme, onChange }: ThemeSwitcherProps) {
  const options = useRef<Partial<Record<DemoTheme, HTMLButtonElement | null>>>({});
  const labels = useDemoMessages().theme;

  const onKeyDown = (event: KeyboardEvent) => {
    const current = THEMES.indexOf(theme);
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = STEPS[(rtl && MIRRORED[event.key]) || event.key];
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
    <div className="demo-segmented" role="radiogroup" aria-label={labels.label}>
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
          {labels[name]}
        </button>
      ))}
    </div>
  );
}
