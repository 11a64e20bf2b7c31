import { useAuthConfigs, useCreateAuthConfig, useSetAuthConfigStatus } from '@patchbay/react';
import { Button, ErrorNotice, StatusPill, usePatchbayUI } from '@patchbay/ui';
import { useState, type FormEvent } from 'react';
import { useDemoMessages, useShownLanguage } from '../i18n/DemoLanguageContext';
import { Panel } from '../shared/Panel';
import { useAppNames } from '../shared/useAppNames';
import { AdminField } from './AdminField';
import { createdAt } from './createdAt';
import { useFieldProblem } from './useFieldProblem';

/** The project's auth configs: how each app is connected. */
export function AuthConfigsPanel() {
  const configs = useAuthConfigs({ show_disabled: true });
  const create = useCreateAuthConfig();
  const setStatus = useSetAuthConfigStatus();
  const [slug, setSlug] = useState('');
  // Schemes in the kit's words ("API key", not API_KEY).
  const { schemeNames } = usePatchbayUI().messages.connect;
  const language = useShownLanguage();
  const { admin } = useDemoMessages();
  const words = admin.authConfigs;
  const { inputRef, ...field } = useFieldProblem(create.error, 'body.toolkit.slug', words.slugMissing);
  const scheme = (name: string) => schemeNames[name] ?? name;
  const appName = useAppNames(configs.data?.items.map((config) => config.toolkit.slug) ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = field.check(slug);
    if (value) create.mutate({ toolkit: { slug: value } }, { onSuccess: () => setSlug('') });
  };

  return (
    <Panel title={words.title} description={words.description}>
      <form className="demo-inline" onSubmit={submit} aria-label={words.form}>
        <AdminField
          ref={inputRef}
          label={words.slug}
          value={slug}
          onChange={(value) => {
            setSlug(value);
            field.edited();
          }}
          placeholder={words.slugPlaceholder}
          problem={field.problem}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          {words.create}
        </Button>
      </form>
      {create.error ? <ErrorNotice error={create.error} announce={!field.atField} /> : null}
      {setStatus.error ? <ErrorNotice error={setStatus.error} /> : null}
      {configs.error ? <ErrorNotice error={configs.error} /> : null}
      <ul className="demo-list" aria-label={words.list}>
        {configs.data?.items.map((config) => (
          <li key={config.id} className="demo-row" data-auth-config-id={config.id}>
            <div className="demo-row__main">
              <strong>{appName(config.toolkit.slug)}</strong>
              <span className="demo-muted demo-mono">{config.id}</span>
              {/* Configs of one app may share everything else: when each was made tells them apart. */}
              <span className="demo-muted">{createdAt(config.created_at, language, admin)}</span>
            </div>
            <span className="demo-muted">{config.is_vendor_managed ? words.managed(scheme(config.auth_scheme)) : scheme(config.auth_scheme)}</span>
            <span className="demo-muted">{words.connections(config.no_of_connections)}</span>
            <StatusPill tone={config.status === 'ENABLED' ? 'success' : 'neutral'}>
              {config.status === 'ENABLED' ? words.enabled : words.disabled}
            </StatusPill>
            <div className="demo-row__actions">
              <Button
                variant="secondary"
                onClick={() => setStatus.mutate({ id: config.id, status: config.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' })}
              >
                {config.status === 'ENABLED' ? words.disable : words.enable}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
