/** Light or dark: what the hosted connect page renders in. */
export type HostedTheme = 'light' | 'dark';

/** The option as given: a theme, or a function read at each click (e.g. the app's current theme). */
export type HostedThemeOption = HostedTheme | (() => HostedTheme | undefined);

export function readHostedTheme(option: HostedThemeOption | undefined): HostedTheme | undefined {
  const theme = typeof option === 'function' ? option() : option;
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}

/**
 * The hosted page's URL asking for `theme` (`theme=light|dark`), the page's
 * other parameters kept. A URL that returns to `callbackUrl` itself (a
 * reconnect that needed no user step) is left alone: it is the app's page.
 */
export function withHostedTheme(url: string, theme: HostedTheme | undefined, callbackUrl: string): string {
  try {
    const target = new URL(url);
    const callback = new URL(callbackUrl);
    // Another page than the callback's (origin and path; its query aside).
    if (theme && target.origin + target.pathname !== callback.origin + callback.pathname) {
      target.searchParams.set('theme', theme);
      return target.toString();
    }
  } catch {
    // Not a URL (an app's createLink may answer anything): left as it is.
  }
  return url;
}
