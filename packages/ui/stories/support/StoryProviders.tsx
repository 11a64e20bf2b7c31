import type { PatchbayClient } from '@patchbay/client';
import { PatchbayProvider } from '@patchbay/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { en } from '../../src/theme/en';
import type { Locale } from '../../src/theme/Locale';
import { PatchbayUIProvider, type ThemeName } from '../../src/theme/PatchbayUIProvider';
import { createStoryClient } from './storyClient';
import { StoryUserContext } from './storyUser';

/** What a story may set under `parameters.patchbay`. */
export interface PatchbayStoryParameters {
  /** A client other than the default (slow, wrong key, ...). Called once per render of the story. */
  client?: () => PatchbayClient;
}

export interface StoryProvidersProps {
  theme: ThemeName;
  /** The toolbar's language: 'en' or a locale. */
  locale: Locale | 'en';
  /** The toolbar's direction: the language's own when undefined. */
  dir: 'ltr' | 'rtl' | undefined;
  userId: string;
  parameters: PatchbayStoryParameters | undefined;
  children: ReactNode;
}

/**
 * What every story runs inside: its own QueryClient (stories never share a
 * cache), a client of the real service, the UI provider with the toolbar's theme,
 * language and direction.
 */
export function StoryProviders({ theme, locale, dir, userId, parameters, children }: StoryProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(() => parameters?.client?.() ?? createStoryClient());
  const lang = locale === 'en' ? 'en' : locale.tag;
  const direction = dir ?? (locale === 'en' ? 'ltr' : locale.dir);
  // A direction other than the language's: the same strings, laid out the other way.
  const shown = useMemo(() => ({ ...(locale === 'en' ? en : locale), dir: direction }), [locale, direction]);
  // The page itself follows the theme, language and direction too, so portaled dialogs, the canvas and its scrolling match.
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-pb-theme', String(theme));
    root.lang = lang;
    root.dir = direction;
  }, [theme, lang, direction]);
  return (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={client}>
        <PatchbayUIProvider theme={theme} locale={shown}>
          <StoryUserContext.Provider value={userId}>
            <div data-pb-theme={theme} lang={lang} dir={direction} className="pb-story-root">
              {children}
            </div>
          </StoryUserContext.Provider>
        </PatchbayUIProvider>
      </PatchbayProvider>
    </QueryClientProvider>
  );
}
