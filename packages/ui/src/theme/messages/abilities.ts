import { formatList } from '../../shared/formatList';
import { formatNumber } from '../../shared/formatNumber';

/** What an app's tools can do once connected (ToolkitAbilities, in the connect dialog and a connection request). */
export const abilitiesMessages = {
  /** The disclosure's button, closed by default. */
  toggle: (app: string) => `What can ${app} do?`,
  /** The kinds of tools, by what they do with the user's data at the app. */
  kinds: { reads: 'Reads', creates: 'Creates', updates: 'Updates', deletes: 'Deletes' },
  /** One kind: its name, how many tools, and the first few by name ("Reads (4): List tasks, Get task, and 2 more"). */
  kind: (kind: string, count: number, locale: string) => `${kind} (${formatNumber(count, locale)}):`,
  /** The first few names, and how many more, listed as the language lists them: "List tasks, Get task, and 2 more". */
  examples: (names: string[], more: number, locale: string) =>
    more > 0 ? formatList([...names, `${formatNumber(more, locale)} more`], locale, 'conjunction') : formatList(names, locale),
};
