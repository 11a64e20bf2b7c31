import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles/patchbay.css';
import '../packages/ui/src/styles/brandTheme.css';
import { StoryProviders, type PatchbayStoryParameters } from '../packages/ui/stories/support/StoryProviders';
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
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, context) => (
      <StoryProviders
        // A new theme or story remounts the providers: a fresh cache and client each time.
        key={`${context.id}:${String(context.globals.theme)}`}
        theme={String(context.globals.theme ?? 'light')}
        userId={storyUserId(context.id)}
        parameters={context.parameters.patchbay as PatchbayStoryParameters | undefined}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};

export default preview;
