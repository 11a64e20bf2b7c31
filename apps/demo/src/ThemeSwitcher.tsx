import { THEMES, type DemoTheme } from './useTheme';

export interface ThemeSwitcherProps {
  theme: DemoTheme;
  onChange: (theme: DemoTheme) => void;
}

const LABELS: Record<DemoTheme, string> = { light: 'Light', dark: 'Dark', brand: 'Brand' };

/** A segmented control over the kit's three themes. */
export function ThemeSwitcher({ theme, onChange }: ThemeSwitcherProps) {
  return (
    <div className="demo-segmented" role="radiogroup" aria-label="Theme">
      {THEMES.map((name) => (
        <button key={name} type="button" role="radio" aria-checked={theme === name} className="demo-segmented__option" onClick={() => onChange(name)}>
          {LABELS[name]}
        </button>
      ))}
    </div>
  );
}
