import { useCallback, useEffect, useRef } from 'react';
import type { GalleryPart } from './StudioGallery';
import type { Scheme } from './palette';
import { PREVIEW_STYLE_ID } from './previewTheme';

/** The story a frame shows (ThemeStudio.stories.tsx's `Preview`). */
const PREVIEW_STORY_ID = 'theme-studio--preview';

export interface PreviewFrameProps {
  title: string;
  scheme: Scheme;
  part: GalleryPart;
  /** The theme's stylesheet, written into the frame at every change. */
  css: string;
  /** The frame's width in px; the column's width when left out. */
  width?: number;
  height: number;
}

/** Writes `css` into the frame's document, in the one style element the studio owns there. */
function writeTheme(frame: HTMLIFrameElement | null, css: string) {
  const document = frame?.contentDocument;
  if (!document?.head) return;
  let style = document.getElementById(PREVIEW_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = PREVIEW_STYLE_ID;
    document.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
}

/**
 * A frame of the canvas that shows the components in the preview theme: a
 * document of its own, so a phone-wide frame gets the phone's media queries
 * and an open dialog covers its frame only.
 */
export function PreviewFrame({ title, scheme, part, css, width, height }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = `iframe.html?id=${PREVIEW_STORY_ID}&viewMode=story&args=scheme:${scheme};part:${part}`;
  const write = useCallback(() => writeTheme(frame.current, css), [css]);
  useEffect(write, [write]);
  return (
    <figure className="pb-studio-frame" style={width ? { width } : undefined}>
      <figcaption>{title}</figcaption>
      <iframe ref={frame} title={title} src={src} onLoad={write} style={{ height }} data-scheme={scheme} data-part={part} />
    </figure>
  );
}
