import { useFiles } from '@patchbay/react';
import { ErrorNotice, FileDropzone, Spinner, usePatchbayUI } from '@patchbay/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchDemoConfig } from '../demoConfig';
import { Panel } from '../shared/Panel';
import { fileKind } from './fileKind';

const TOOLKIT = 'patchbay_oauth_demo';
const TOOL = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Attachments for Acme Tasks: upload (de-duplicated by MD5) and the workspace's shared files. */
export function FilesSection() {
  const files = useFiles({ toolkit_slug: TOOLKIT });
  // Sizes read as the dropzone reads them: "28 bytes", "1.4 kB".
  const {
    messages: {
      dropzone: { fileSize },
    },
    lang,
  } = usePatchbayUI();
  // The service's own limit, so the dropzone refuses what the upload would.
  const config = useQuery({ queryKey: ['demo', 'config'], queryFn: fetchDemoConfig, staleTime: Infinity });
  return (
    <div className="demo-stack">
      <Panel
        title="Upload attachments"
        description="Files attach to tasks you create in Acme Tasks. A file already in the workspace is not uploaded again."
      >
        {/* The upload refetches the file list itself. */}
        <FileDropzone toolkitSlug={TOOLKIT} toolSlug={TOOL} maxSizeBytes={config.data?.maxUploadBytes} />
      </Panel>
      <Panel title="Workspace files" description="Everyone in this Acme CRM workspace shares these files.">
        {files.isPending ? <Spinner /> : null}
        {files.error ? <ErrorNotice error={files.error} /> : null}
        {files.isSuccess && files.files.length === 0 ? <p className="demo-empty">No files yet.</p> : null}
        {files.files.length > 0 ? (
          <table className="demo-table" aria-label="Files">
            <thead>
              <tr>
                <th>Name</th>
                <th>Type</th>
                <th>Size</th>
                <th>Uploaded</th>
              </tr>
            </thead>
            <tbody>
              {files.files.map((file) => (
                <tr key={file.id}>
                  <td>
                    {/* The checksum is for developers: a tooltip, not text. */}
                    <strong title={`MD5 ${file.md5}`}>{file.filename}</strong>
                  </td>
                  <td>{fileKind(file.mimetype, file.filename)}</td>
                  <td>{fileSize(file.size, lang)}</td>
                  <td>{dateFormat.format(new Date(file.created_at))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Panel>
    </div>
  );
}
