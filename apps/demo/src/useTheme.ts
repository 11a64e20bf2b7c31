import type { ThemeName } from '@patchbay/ui';
import { useCallback, useEffect, useState } from 'react';

export const THEMES = ['light', 'dark', 'brand'] as const satisfies readonly ThemeName[];
export type DemoTheme = (typeof THEMES)[number];

const STORAGE_KEY = 'acme-crm:theme';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The theme asked for in the address (`?theme=`) or picked before, if any. */
function chosenTheme(): DemoTheme | null {
  const fromUrl = new URLSearchParams(window.location.search).get('theme');
  const saved = fromUrl ?? window.localStorage.getItem(STORAGE_KEY);
  return THEMES.find((theme) => theme === saved) ?? null;
}

/** The device's light or dark (light where the browser cannot tell). */
function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null;
}

const systemTheme = (): DemoTheme => (systemQuery()?.matches ? 'dark' : 'light');

/**
 * The theme, applied to the whole page so portaled dialogs match. Until the
 * user picks one it follows the device's light or dark, changes included; a
 * pick is kept for the next visit.
 */
export function useTheme(): [DemoTheme, (theme: DemoTheme) => void] {
  const [chosen, setChosen] = useState<DemoTheme | null>(chosenTheme);
  const [system, setSystem] = useState<DemoTheme>(systemTheme);
  const theme = chosen ?? system;

  useEffect(() => {
    if (chosen) return;
    const query = systemQuery();
    const follow = () => setSystem(query?.matches ? 'dark' : 'light');
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, [chosen]);

  useEffect(() => {
    document.documentElement.setAttribute('data-pb-theme', theme);
  }, [theme]);

  const choose = useCallback((next: DemoTheme) => {
    window.localStorage.setItem(STORAGE_KEY, next);
    setChosen(next);
  }, []);
  return [theme, choose];
}
