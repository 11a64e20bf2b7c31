import type { ThemeName } from '@patchbay/ui';
import { useEffect, useState } from 'react';

export const THEMES = ['light', 'dark', 'brand'] as const satisfies readonly ThemeName[];
export type DemoTheme = (typeof THEMES)[number];

const STORAGE_KEY = 'acme-crm:theme';

function initialTheme(): DemoTheme {
  const fromUrl = new URLSearchParams(window.location.search).get('theme');
  const saved = fromUrl ?? window.localStorage.getItem(STORAGE_KEY);
  return THEMES.find((theme) => theme === saved) ?? 'light';
}

/** The chosen theme, applied to the whole page so portaled dialogs match. */
export function useTheme(): [DemoTheme, (theme: DemoTheme) => void] {
  const [theme, setTheme] = useState<DemoTheme>(initialTheme);
  useEffect(() => {
    document.documentElement.setAttribute('data-pb-theme', theme);
    window.localStorage.setItem(STORAGE_KEY, theme);
  }, [theme]);
  return [theme, setTheme];
}
