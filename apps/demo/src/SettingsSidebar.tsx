const GROUPS = [
  { title: 'Workspace', items: ['General', 'Members', 'Billing'] },
  { title: 'Data', items: ['Integrations', 'Import & export', 'API keys'] },
];

/** The settings navigation; only Integrations is built in this demo. */
export function SettingsSidebar() {
  return (
    <nav className="demo-sidebar" aria-label="Settings">
      <h2 className="demo-sidebar__title">Settings</h2>
      {GROUPS.map((group) => (
        <div key={group.title} className="demo-sidebar__group">
          <h3>{group.title}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item}>
                {item === 'Integrations' ? (
                  <a href="/settings/integrations" aria-current="page" className="demo-sidebar__link">
                    {item}
                  </a>
                ) : (
                  <span className="demo-sidebar__link" aria-disabled="true" title="Not part of this demo">
                    {item}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
