import type { Meta, StoryObj } from '@storybook/react-vite';
import { StudioGallery, type GalleryPart } from './StudioGallery';
import { ThemeStudio } from './ThemeStudio';
import type { Scheme } from './palette';
import './studio.css';

/*
 * The theme studio lives in Storybook only: nothing of it ships in the kit.
 * Tagged `theme-studio`: the story sweep (storybook.browser.test.ts) leaves it
 * out, as it is a desktop tool that shows a 375 px phone frame beside the
 * rest (wider than a phone by design) and every other story inside its
 * frames; themeStudio.browser.test.ts checks it instead.
 */
const meta = {
  title: 'Theme studio',
  tags: ['theme-studio', '!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

/** The studio: a brand colour and the tokens in, every component live, contrast, CSS and branding out. The address holds the theme. */
export const Studio: StoryObj = {
  name: 'Theme studio',
  render: () => <ThemeStudio />,
};

/** What a frame of the studio shows (the studio writes its theme in): every component, or the connect dialog open, in one scheme. */
export const Preview: StoryObj<{ scheme: Scheme; part: GalleryPart }> = {
  name: 'Preview frame',
  // A page of the studio's, not one to pick: left out of the sidebar (`!dev`), still in the index and the static build.
  tags: ['!dev'],
  // Its stories are each checked as their own; the studio's test runs axe on them in the studio's themes.
  parameters: { a11y: { test: 'off' } },
  args: { scheme: 'light', part: 'components' },
  argTypes: {
    scheme: { control: 'inline-radio', options: ['light', 'dark'] },
    part: { control: 'inline-radio', options: ['components', 'dialog'] },
  },
  render: ({ scheme, part }) => <StudioGallery scheme={scheme} part={part} />,
};
