import type { Scheme } from './palette';
import { darkThemeName } from './themeName';

/**
 * The name the studio's previews show the theme under, whatever the user
 * calls it: the frames never change with the name, only with the colours.
 */
export const PREVIEW_THEME = 'studio-preview';

/** The `data-pb-theme` of a preview in `scheme`. */
export const previewThemeOf = (scheme: Scheme): string => (scheme === 'light' ? PREVIEW_THEME : darkThemeName(PREVIEW_THEME));

/** The `<style>` element the studio writes the theme into, in its page and in each frame. */
export const PREVIEW_STYLE_ID = 'pb-studio-theme';
