import { useFiles } from '@patchbay/react';
import { ErrorNotice, FileDropzone, Spinner, usePatchbayUI } from '@patchbay/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchDemoConfig } from '../demoConfig';
import { dateFormat } from '../i18n/dateFormat';
import { useDemoMessages, useShownLanguage } from '../i18n/DemoLanguageContext';
import { Panel } from '../shared/Panel';
import { fileKind } from './fileKind';

const TOOLKIT = 'patchbay_oauth_demo';
const TOOL = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';

/** Attachments for Acme Tasks: upload (de-duplicated by MD5) and the workspace's shared files. */
export function FilesSection() {
  const files = useFiles({ toolkit_slug: TOOLKIT });
  const text = useDemoMessages().files;
  // Dates in the language of the words around them, whether or not the kit has a locale of it yet.
  const uploadedFormat = dateFormat(useShownLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
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
      <Panel title={text.uploadTitle} description={text.uploadDescription}>
        {/* The upload refetches the file list itself. */}
        <FileDropzone toolkitSlug={TOOLKIT} toolSlug={TOOL} maxSizeBytes={config.data?.maxUploadBytes} />
      </Panel>
      <Panel title={text.workspaceTitle} description={text.workspaceDescription}>
        {files.isPending ? <Spinner /> : null}
        {files.error ? <ErrorNotice error={files.error} /> : null}
        {files.isSuccess && files.files.length === 0 ? <p className="demo-empty">{text.empty}</p> : null}
        {files.files.length > 0 ? (
          <table className="demo-table" aria-label={text.table}>
            <thead>
              <tr>
                <th>{text.name}</th>
                <th>{text.type}</th>
                <th>{text.size}</th>
                <th>{text.uploaded}</th>
              </tr>
            </thead>
            <tbody>
              {files.files.map((file) => (
                <tr key={file.id}>
                  <td>
                    {/* The checksum is for developers: a tooltip, not text. */}
                    <strong title={`MD5 ${file.md5}`}>{file.filename}</strong>
                  </td>
                  <td>{fileKind(file.mimetype, file.filename, text.kinds)}</td>
                  <td>{fileSize(file.size, lang)}</td>
                  <td>{uploadedFormat.format(new Date(file.created_at))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Panel>
    </div>
  );
}
