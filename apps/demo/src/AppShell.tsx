import { Button } from '@patchbay/ui';
import { AcmeLogo } from './AcmeLogo';
import type { SessionUser } from './demoSession';
import { IntegrationsPage } from './IntegrationsPage';
import { SettingsSidebar } from './SettingsSidebar';
import { ThemeSwitcher } from './ThemeSwitcher';
import type { DemoTheme } from './useTheme';

export interface AppShellProps {
  user: SessionUser;
  theme: DemoTheme;
  onThemeChange: (theme: DemoTheme) => void;
  onSignOut: () => void;
}

/** The product around the settings: header with the signed-in user, sidebar, page. */
export function AppShell({ user, theme, onThemeChange, onSignOut }: AppShellProps) {
  return (
    <div className="demo-shell">
      <header className="demo-header">
        <AcmeLogo />
        <nav className="demo-header__nav" aria-label="Product">
          <span>Contacts</span>
          <span>Deals</span>
          <span>Reports</span>
          <span aria-current="page">Settings</span>
        </nav>
        <div className="demo-header__end">
          <ThemeSwitcher theme={theme} onChange={onThemeChange} />
          <div className="demo-user" data-testid="signed-in-user">
            <span className="demo-avatar" aria-hidden="true">
              {user.name.charAt(0)}
            </span>
            <span className="demo-user__name">
              {user.name}
              {user.isAdmin ? <span className="demo-tag">Admin</span> : null}
            </span>
          </div>
          <Button variant="ghost" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </header>
      <div className="demo-body">
        <SettingsSidebar />
        <main className="demo-main">
          <IntegrationsPage user={user} />
        </main>
      </div>
    </div>
  );
}
