import { useCreateProject, useDeleteProject, useProjects, useRegenerateProjectKey } from '@patchbay/react';
import { Button, ErrorNotice } from '@patchbay/ui';
import { useRef, useState, type FormEvent } from 'react';
import { ConfirmAction } from '../shared/ConfirmAction';
import { Panel, panelHeading } from '../shared/Panel';
import { useFocusAfterDelete } from '../shared/useFocusAfterDelete';
import { AdminField } from './AdminField';
import { SecretOnce } from './SecretOnce';
import { useFieldProblem } from './useFieldProblem';

// The project Acme CRM itself runs on: a new key or deleting it would cut off the relay.
const OWN_PROJECT = 'default';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** The organization's projects (sent with the org key, on the server). */
export function ProjectsPanel() {
  const projects = useProjects();
  const create = useCreateProject();
  const regenerate = useRegenerateProjectKey();
  const listRef = useRef<HTMLUListElement>(null);
  const focus = useFocusAfterDelete(projects.data?.items.map((project) => project.id) ?? [], {
    list: listRef,
    rowAttribute: 'data-project-id',
    fallback: () => panelHeading('Projects'),
  });
  const remove = useDeleteProject({ onError: (_, id) => focus.kept(id) });
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const { inputRef, ...field } = useFieldProblem(create.error, 'body.name', 'Enter a name for the project, for example staging.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = field.check(name);
    if (!value) return;
    create.mutate(
      { name: value, should_create_api_key: true },
      {
        onSuccess: (project) => {
          setName('');
          if (project.api_key) setSecret({ label: `API key of ${project.name}`, value: project.api_key });
        },
      },
    );
  };

  const error = create.error ?? regenerate.error ?? remove.error ?? projects.error;
  return (
    <Panel title="Projects" description="Separate environments of your organization, each with its own keys.">
      <form className="demo-inline" onSubmit={submit} aria-label="New project">
        <AdminField
          ref={inputRef}
          label="Project name"
          value={name}
          onChange={(value) => {
            setName(value);
            field.edited();
          }}
          placeholder="Project name, e.g. staging"
          problem={field.problem}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create project
        </Button>
      </form>
      {secret ? <SecretOnce label={secret.label} value={secret.value} onDismiss={() => setSecret(null)} /> : null}
      {error ? <ErrorNotice error={error} announce={!(error === create.error && field.atField)} /> : null}
      <ul ref={listRef} className="demo-list" aria-label="Projects">
        {projects.data?.items.map((project) => {
          const own = project.name === OWN_PROJECT;
          return (
            <li key={project.id} className="demo-row" data-project={project.name} data-project-id={project.id}>
              <div className="demo-row__main">
                <strong>
                  {project.name}
                  {own ? <span className="demo-tag">This app</span> : null}
                </strong>
                <span className="demo-muted demo-mono">{project.id}</span>
              </div>
              <span className="demo-muted">Created {dateFormat.format(new Date(project.created_at))}</span>
              <div className="demo-row__actions">
                <ConfirmAction
                  label="Regenerate key"
                  groupLabel={`Regenerate the key of ${project.name}`}
                  question="Make a new key? The current one stops working at once."
                  variant="secondary"
                  disabled={own}
                  title={own ? 'Acme CRM uses this project’s key' : undefined}
                  busy={regenerate.isPending}
                  onConfirm={() =>
                    regenerate.mutate(project.id, {
                      onSuccess: (result) => setSecret({ label: `New API key of ${project.name}`, value: result.api_key.key }),
                    })
                  }
                />
                <ConfirmAction
                  label="Delete"
                  groupLabel={`Delete ${project.name}`}
                  question="Delete this project? Its keys, accounts and settings go with it."
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
