import type { StudioState } from './studioState';
import { stateFromQuery, stateToQuery, type StudioLink } from './studioUrl';

/** Storybook's own parameters of the canvas address, kept as they are beside the theme's. */
const STORYBOOK_PARAMS = ['id', 'viewMode', 'args', 'globals'];

/** The theme a canvas address (`iframe.html?id=…&b=ff0000…`) holds: its parameters but Storybook's. */
export function readStudioLink(search: string): StudioLink {
  const params = new URLSearchParams(search);
  for (const name of STORYBOOK_PARAMS) params.delete(name);
  return stateFromQuery(params.toString());
}

/** The address `href` with the theme of `state` in place of the one it held: a link that reproduces it. */
export function studioHref(href: string, state: StudioState): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const name of STORYBOOK_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  url.search = `${kept.toString()}&${stateToQuery(state)}`;
  return url.toString();
}
