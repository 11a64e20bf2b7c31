import { useCreateProject, useDeleteProject, useProjects, useRegenerateProjectKey } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { dateFormat } from '../i18n/dateFormat';
import { useDemoMessages, useShownLanguage } from '../i18n/DemoLanguageContext';
import { ConfirmAction } from '../shared/ConfirmAction';
import { Panel, panelHeading } from '../shared/Panel';
import { useFocusAfterDelete } from '../shared/useFocusAfterDelete';
import { AdminField } from './AdminField';
import { SecretOnce } from './SecretOnce';
import { useFieldProblem } from './useFieldProblem';

// The project Acme CRM itself runs on: a new key or deleting it would cut off the relay.
const OWN_PROJECT = 'default';

/** The organization's projects (sent with the org key, on the server). */
export function ProjectsPanel() {
  const projects = useProjects();
  const create = useCreateProject();
  const regenerate = useRegenerateProjectKey();
  const listRef = useRef<HTMLUListElement>(null);
  const { admin, common } = useDemoMessages();
  const words = admin.projects;
  const dayFormat = dateFormat(useShownLanguage(), { dateStyle: 'medium' });
  // Focus lands on the panel's title, in the language shown, once the last project it can delete is gone.
  const heading = useCallback(() => panelHeading(words.title), [words]);
  const focus = useFocusAfterDelete(projects.data?.items.map((project) => project.id) ?? [], {
    list: listRef,
    rowAttribute: 'data-project-id',
    fallback: heading,
  });
  const remove = useDeleteProject({ onError: (_, id) => focus.kept(id) });
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const { inputRef, ...field } = useFieldProblem(create.error, 'body.name', words.nameMissing);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = field.check(name);
    if (!value) return;
    create.mutate(
      { name: value, should_create_api_key: true },
      {
        onSuccess: (project) => {
          setName('');
          if (project.api_key) setSecret({ label: words.apiKeyOf(project.name), value: project.api_key });
        },
      },
    );
  };

  const error = create.error ?? regenerate.error ?? remove.error ?? projects.error;
  return (
    <Panel title={words.title} description={words.description}>
      <form className="demo-inline" onSubmit={submit} aria-label={words.form}>
        <AdminField
          ref={inputRef}
          label={words.name}
          value={name}
          onChange={(value) => {
            setName(value);
            field.edited();
          }}
          placeholder={words.namePlaceholder}
          problem={field.problem}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          {words.create}
        </Button>
      </form>
      {secret ? <SecretOnce label={secret.label} value={secret.value} onDismiss={() => setSecret(null)} /> : null}
      {error ? <ErrorNotice error={error} announce={!(error === create.error && field.atField)} /> : null}
      <ul ref={listRef} className="demo-list" aria-label={words.list}>
        {projects.data?.items.map((project) => {
          const own = project.name === OWN_PROJECT;
          return (
            <li key={project.id} className="demo-row" data-project={project.name} data-project-id={project.id}>
              <div className="demo-row__main">
                <strong>
                  {project.name}
                  {own ? <span className="demo-tag">{words.thisApp}</span> : null}
                </strong>
                <span className="demo-muted demo-mono">{project.id}</span>
              </div>
              <span className="demo-muted">{admin.created(dayFormat.format(new Date(project.created_at)))}</span>
              <div className="demo-row__actions">
                <ConfirmAction
                  label={words.regenerate}
                  groupLabel={words.regenerateNamed(project.name)}
                  question={words.confirmRegenerate}
                  variant="secondary"
                  disabled={own}
                  title={own ? words.ownKey : undefined}
                  busy={regenerate.isPending}
                  onConfirm={() =>
                    regenerate.mutate(project.id, {
                      onSuccess: (result) => setSecret({ label: words.newApiKeyOf(project.name), value: result.api_key.key }),
                    })
                  }
                />
                <ConfirmAction
                  label={admin.delete}
                  groupLabel={common.deleteNamed(project.name)}
                  question={words.confirmDelete}
                  variant="danger"
                  disabled={own}
                  busy={remove.isPending}
                  onConfirm={() => {
                    focus.deleting(project.id);
                    remove.mutate(project.id);
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
