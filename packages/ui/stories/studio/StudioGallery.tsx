import { composeStory, type Decorator, type Meta, type StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import * as ConnectAccountModalStories from '../ConnectAccountModal.stories';
import * as ConnectionHealthBannerStories from '../ConnectionHealthBanner.stories';
import * as ConnectionManagerStories from '../ConnectionManager.stories';
import * as ConnectionRequestStories from '../ConnectionRequest.stories';
import * as FileDropzoneStories from '../FileDropzone.stories';
import * as ToolApprovalStories from '../ToolApproval.stories';
import * as ToolFormStories from '../ToolForm.stories';
import * as ToolkitPickerStories from '../ToolkitPicker.stories';
import * as TriggerConfigFormStories from '../TriggerConfigForm.stories';
import { StoryProviders, type PatchbayStoryParameters } from '../support/StoryProviders';
import { storyUserId } from '../support/storyUser';
import { GallerySlot, type ComposedStory } from './GallerySlot';
import type { Scheme } from './palette';
import { previewThemeOf } from './previewTheme';

/** What a frame of the studio shows: every component but the dialog, or the dialog open (it covers its frame). */
export type GalleryPart = 'components' | 'dialog';

interface Shown {
  title: string;
  /** A story of a story file, and that file's default export. */
  story: StoryObj;
  meta: Meta;
  name: string;
}

const shown = (title: string, file: { default: unknown }, name: string): Shown => ({
  title,
  story: (file as unknown as Record<string, StoryObj>)[name]!,
  meta: file.default as Meta,
  name,
});

/** Each component in the state that shows most of its parts, as its own story sets it up. */
const COMPONENTS: readonly Shown[] = [
  shown('Toolkit picker, with results', ToolkitPickerStories, 'Default'),
  shown('Connection manager, an account to reconnect', ConnectionManagerStories, 'NeedsReconnecting'),
  shown('Connection health banner', ConnectionHealthBannerStories, 'NeedsReconnecting'),
  shown('Connection request', ConnectionRequestStories, 'Idle'),
  shown('Tool approval card', ToolApprovalStories, 'Pending'),
  shown('Tool form, with errors', ToolFormStories, 'ValidationErrors'),
  shown('Trigger form, with errors', TriggerConfigFormStories, 'ValidationErrors'),
  shown('File dropzone, one file mid-upload among the others', FileDropzoneStories, 'EveryState'),
];
const DIALOG: readonly Shown[] = [shown('Connect dialog, open', ConnectAccountModalStories, 'Idle')];

/**
 * The stories in the preview theme of `scheme`: each with the providers every story has, its own client,
 * and a user of this frame's own (the story id, which names the user, gets `frame`): frames load side by
 * side, and a story's set-up acts for its user as if alone.
 */
function composeAll(list: readonly Shown[], scheme: Scheme, frame: string): ComposedStory[] {
  const theme = previewThemeOf(scheme);
  const providers: Decorator = (Story, context) => (
    <StoryProviders
      theme={theme}
      locale="en"
      dir={undefined}
      userId={storyUserId(context.id)}
      parameters={context.parameters.patchbay as PatchbayStoryParameters | undefined}
    >
      <Story />
    </StoryProviders>
  );
  return list.map(({ story, meta, name }) => composeStory(story, meta, { decorators: [providers] }, `${name} ${frame}`) as ComposedStory);
}

export interface StudioGalleryProps {
  scheme: Scheme;
  part: GalleryPart;
}

/**
 * What a frame of the studio shows: the kit's components, live, in the
 * preview theme of one scheme. The studio writes the theme's CSS into the
 * frame, so nothing here changes when the theme does.
 */
export function StudioGallery({ scheme, part }: StudioGalleryProps) {
  const list = part === 'dialog' ? DIALOG : COMPONENTS;
  const [frame] = useState(() => crypto.randomUUID().slice(0, 8));
  const stories = useMemo(() => composeAll(list, scheme, frame), [list, scheme, frame]);
  return (
    <div className="pb-studio-gallery" data-pb-theme={previewThemeOf(scheme)} data-scheme={scheme}>
      {stories.map((story, index) => (
        <GallerySlot key={list[index]!.name + list[index]!.title} title={list[index]!.title} story={story} />
      ))}
    </div>
  );
}
