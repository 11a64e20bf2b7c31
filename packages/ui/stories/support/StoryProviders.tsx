import type { PatchbayClient } from '@patchbay/client';
import { PatchbayProvider } from '@patchbay/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
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
  userId: string;
  parameters: PatchbayStoryParameters | undefined;
  children: ReactNode;
}

/**
 * What every story runs inside: its own QueryClient (stories never share a
 * cache), a client of the real service, the UI provider with the toolbar's theme.
 */
export function StoryProviders({ theme, userId, parameters, children }: StoryProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(() => parameters?.client?.() ?? createStoryClient());
  // The page itself follows the theme too, so portaled dialogs and the canvas match.
  useEffect(() => {
    document.documentElement.setAttribute('data-pb-theme', String(theme));
  }, [theme]);
  return (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={client}>
        <PatchbayUIProvider theme={theme}>
          <StoryUserContext.Provider value={userId}>
            <div data-pb-theme={theme} className="pb-story-root">
              {children}
            </div>
          </StoryUserContext.Provider>
        </PatchbayUIProvider>
      </PatchbayProvider>
    </QueryClientProvider>
  );
}
