/** What an app's tools can do once connected (ToolkitAbilities, in the connect dialog and a connection request). */
export const abilitiesMessages = {
  /** The disclosure's button, closed by default. */
  toggle: (app: string) => `What can ${app} do?`,
  /** The kinds of tools, by what they do with the user's data at the app. */
  kinds: { reads: 'Reads', creates: 'Creates', updates: 'Updates', deletes: 'Deletes' },
  /** One kind: its name, how many tools, and the first few by name ("Reads (4): List tasks, Get task and 2 more"). */
  kind: (kind: string, count: number) => `${kind} (${count}):`,
  examples: (names: string[], more: number) => (more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ')),
};
