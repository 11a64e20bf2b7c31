/// <reference types="vite/client" />
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles/patchbay.css';
import '../packages/ui/src/styles/brandTheme.css';
import { ComponentDocsPage } from '../packages/ui/stories/docs/ComponentDocsPage';
import { StoryProviders, type PatchbayStoryParameters } from '../packages/ui/stories/support/StoryProviders';
import { STORY_LOCALES, storyLocale } from '../packages/ui/stories/support/storyLocales';
import { storyUserId } from '../packages/ui/stories/support/storyUser';
import { SIGNAL_TIMEOUT_MS } from '../scripts/test/signalTimeouts';
import './preview.css';

// A play function's `waitFor` and `findBy…` wait for what the story shows, on a machine that may be busy:
// the tests' shared bound, not Testing Library's 1 s default.
configure({ asyncUtilTimeout: SIGNAL_TIMEOUT_MS });

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Patchbay theme (data-pb-theme)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'brand', title: 'Brand', icon: 'heart' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the kit (PatchbayUIProvider locale), and lang on the page',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: STORY_LOCALES.map(({ value, title }) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    dir: {
      description: "Writing direction: the language's own, or either one to try a layout",
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: "The language's direction" },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', dir: 'auto' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    // Each component's docs page (its stories' `autodocs` tag): props, parts, states, keys, messages, size.
    docs: { page: ComponentDocsPage },
  },
  decorators: [
    (Story, context) => (
      <StoryProviders
        // A new theme, language, direction or story remounts the providers: a fresh cache and client each time.
        key={`${context.id}:${String(context.globals.theme)}:${String(context.globals.locale)}:${String(context.globals.dir)}`}
        theme={String(context.globals.theme ?? 'light')}
        locale={storyLocale(context.globals.locale).locale}
        dir={(['ltr', 'rtl'] as const).find((dir) => dir === context.globals.dir)}
        userId={storyUserId(context.id)}
        parameters={context.parameters.patchbay as PatchbayStoryParameters | undefined}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};

export default preview;
