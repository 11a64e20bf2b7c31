import { createContext, useContext } from 'react';

/** Each story acts for its own end user, so connections made for one story never show in another. */
export function storyUserId(storyId: string): string {
  return `storybook-user:${storyId}`;
}

export const StoryUserContext = createContext<string>('storybook-user');

/** The end user id of the story being shown. */
export function useStoryUser(): string {
  return useContext(StoryUserContext);
}
