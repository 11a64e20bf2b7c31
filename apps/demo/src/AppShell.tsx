import { Button } from '@patchbay/ui';
import { useEffect, useRef } from 'react';
import { AcmeLogo } from './AcmeLogo';
import type { SessionUser } from './demoSession';
import { useDemoMessages } from './i18n/DemoLanguageContext';
import { LanguageMenu } from './i18n/LanguageMenu';
import { IntegrationsPage } from './IntegrationsPage';
import { SettingsSidebar } from './SettingsSidebar';
import { ThemeSwitcher } from './ThemeSwitcher';
import type { DemoTheme } from './useTheme';

export interface AppShellProps {
  user: SessionUser;
  theme: DemoTheme;
  onThemeChange: (theme: DemoTheme) => void;
  onSignOut: () => void;
  /** The user has just signed in: focus moves to the page's heading, not left on the page body. @default false */
  focusHeading?: boolean;
}

/** Where the skip link leads. */
const MAIN_CONTENT_ID = 'main-content';

/** The product around the settings: header with the signed-in user, sidebar, page. */
export function AppShell({ user, theme, onThemeChange, onSignOut, focusHeading = false }: AppShellProps) {
  const main = useRef<HTMLElement>(null);
  const { shell } = useDemoMessages();
  useEffect(() => {
    // The sign-in button is gone: the page's heading takes the focus, the next Tab goes on from there.
    if (focusHeading) main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [focusHeading]);

  return (
    <div className="demo-shell">
      {/* The first Tab stop: past the header, the theme and the settings' links. */}
      <a
        className="demo-skip-link"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {shell.skipLink}
      </a>
      <header className="demo-header">
        <AcmeLogo />
        <nav className="demo-header__nav" aria-label={shell.productNav}>
          <span>{shell.contacts}</span>
          <span>{shell.deals}</span>
          <span>{shell.reports}</span>
          <span aria-current="page">{shell.settings}</span>
        </nav>
        <div className="demo-header__end">
          <LanguageMenu />
          <ThemeSwitcher theme={theme} onChange={onThemeChange} />
          <div className="demo-user" data-testid="signed-in-user">
            <span className="demo-avatar" aria-hidden="true">
              {user.name.charAt(0)}
            </span>
            <span className="demo-user__name">
              {user.name}
              {user.isAdmin ? <span className="demo-tag">{shell.admin}</span> : null}
            </span>
          </div>
          <Button variant="ghost" onClick={onSignOut}>
            {shell.signOut}
          </Button>
        </div>
      </header>
      <div className="demo-body">
        <SettingsSidebar />
        <main ref={main} id={MAIN_CONTENT_ID} className="demo-main" tabIndex={-1}>
          <IntegrationsPage user={user} />
        </main>
      </div>
    </div>
  );
}
