import { useDemoMessages } from './i18n/DemoLanguageContext';
import type { DemoMessages } from './i18n/messages/en';

type SidebarKey = keyof DemoMessages['sidebar'];

const GROUPS: { title: SidebarKey; items: SidebarKey[] }[] = [
  { title: 'workspace', items: ['general', 'members', 'billing'] },
  { title: 'data', items: ['integrations', 'importExport', 'apiKeys'] },
];

/** The settings navigation; only Integrations is built in this demo. */
export function SettingsSidebar() {
  const text = useDemoMessages().sidebar;
  return (
    <nav className="demo-sidebar" aria-label={text.title}>
      <h2 className="demo-sidebar__title">{text.title}</h2>
      {GROUPS.map((group) => (
        <div key={group.title} className="demo-sidebar__group">
          <h3>{text[group.title]}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item}>
                {item === 'integrations' ? (
                  <a href="/settings/integrations" aria-current="page" className="demo-sidebar__link">
                    {text[item]}
                  </a>
                ) : (
                  <span className="demo-sidebar__link" aria-disabled="true" title={text.notInDemo}>
                    {text[item]}
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
