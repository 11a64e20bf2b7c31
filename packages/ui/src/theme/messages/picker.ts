import { plural } from '../plural';

/** The toolkit picker (ToolkitPicker). */
export const pickerMessages = {
  label: 'Apps',
  searchPlaceholder: 'Search apps',
  searchLabel: 'Search apps',
  allCategories: 'All categories',
  categoryLabel: 'Category',
  empty: 'No apps match your search.',
  emptyHint: 'Try another name or category.',
  error: 'The apps could not be loaded.',
  connected: 'Connected',
  expired: 'Expired',
  failed: 'Failed',
  reconnect: 'Reconnect',
  reconnectApp: (app: string) => `Reconnect ${app}`,
  clearSearch: 'Clear search',
  resultCount: (count: number, locale: string) => plural(locale, count, { one: (n) => `${n} app`, other: (n) => `${n} apps` }),
};
