import type { composeStory } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { queuePlay } from './playQueue';

/** A story of the kit's, composed with its args, loaders and play function (`composeStory`). */
export type ComposedStory = ReturnType<typeof composeStory>;

export interface GallerySlotProps {
  /** The heading the story is shown under. */
  title: string;
  story: ComposedStory;
}

/**
 * One of the kit's stories, shown as its own story file sets it up: its
 * loaders run against the service, then it renders with their results, then
 * its play function brings it to the state it shows (a form submitted, a file
 * picked), in its turn among every frame's (see `queuePlay`). `data-ready` on
 * the slot says the story has got there: loaded and played, or failed.
 */
export function GallerySlot({ title, story }: GallerySlotProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [played, setPlayed] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let current = true;
    story.load().then(
      () => current && setPhase('shown'),
      (error: unknown) => {
        if (!current) return;
        setProblem(String(error));
        setPhase('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [story]);

  useEffect(() => {
    const { play } = story;
    if (phase !== 'shown' || !play || !canvas.current) return;
    const canvasElement = canvas.current;
    let current = true;
    // A play that cannot finish (the service said no) leaves the story as it is: the gallery still shows it.
    queuePlay(() => play({ canvasElement }))
      .catch((error: unknown) => current && setProblem(String(error)))
      .finally(() => current && setPlayed(true));
    return () => {
      current = false;
    };
  }, [phase, story]);

  const Story = story;
  return (
    <section
      className="pb-studio-gallery__slot"
      aria-label={title}
      data-ready={phase === 'failed' || (phase === 'shown' && (played || !story.play)) ? 'true' : 'false'}
    >
      <h2 className="pb-studio-gallery__title">{title}</h2>
      <div ref={canvas} data-state={phase}>
        {phase === 'shown' ? <Story /> : null}
      </div>
      {problem ? <p className="pb-studio-gallery__problem">{problem}</p> : null}
    </section>
  );
}
