import { useId } from 'react';
import { DEMO_LANGUAGES, type DemoLanguage } from './demoLanguages';
import { useDemoLanguageChoice, useDemoMessages } from './DemoLanguageContext';

/** The header's language menu: each language named in its own language (and marked as such, for screen readers). */
export function LanguageMenu() {
  const { language, choose } = useDemoLanguageChoice();
  const { label } = useDemoMessages().language;
  const id = useId();
  return (
    <div className="demo-language">
      <label htmlFor={id} className="demo-visually-hidden">
        {label}
      </label>
      <select id={id} className="demo-language__select" value={language} onChange={(event) => choose(event.target.value as DemoLanguage)}>
        {DEMO_LANGUAGES.map(({ tag, name, dir }) => (
          <option key={tag} value={tag} lang={tag} dir={dir}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
