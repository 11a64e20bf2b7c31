import { isErrorEnvelope, PatchbayApiError } from '@patchbay/client';
import type { PutFile } from '@patchbay/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropzone } from '../src/FileDropzone';
import { storyMessages } from './support/storyMessages';

/**
 * Every story uploads to the real service that Storybook runs as Vite
 * middleware: real MD5s in a Web Worker, real presigned PUTs. The service's
 * store is shared by all stories, so generated files carry a random nonce
 * (except where a story wants the same bytes twice).
 */
const meta = {
  title: 'Components/FileDropzone',
  component: FileDropzone,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  args: {
    toolkitSlug: 'patchbay_oauth_demo',
    toolSlug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
    maxSizeBytes: 100_000_000,
    onUploaded: fn(),
    onError: fn(),
    onReject: fn(),
  },
  argTypes: { hasher: { control: false }, put: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <FileDropzone {...args} />
    </div>
  ),
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

const nonce = () => crypto.randomUUID();

/** A file of `size` bytes: a repeated pattern that starts with `seed`, so equal seeds give equal bytes. */
function generatedFile(name: string, size: number, seed: string, type = 'application/octet-stream'): File {
  const pattern = new TextEncoder().encode(`${seed}\n${'patchbay '.repeat(56)}\n`);
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += pattern.length) bytes.set(pattern.subarray(0, Math.min(pattern.length, size - offset)), offset);
  return new File([bytes], name, { type });
}

/** Picks files as the browse dialog would. */
async function pick(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  await userEvent.upload(input, files);
}

/** A row's status (`done`, `duplicate`, `uploading`, ...), whatever the language shows for it. */
const statusOf = (canvasElement: HTMLElement, name: string) =>
  [...canvasElement.querySelectorAll('[data-slot="file-dropzone-item"]')]
    .find((row) => row.querySelector('[data-slot="file-dropzone-item-name"]')?.textContent === name)
    ?.getAttribute('data-state');

/** A PUT with fetch; `alter` may change the body on the way, `hold` may keep it from being sent. */
function storyPut({ alter, hold }: { alter?: (file: Blob) => Blob; hold?: (file: Blob) => boolean } = {}): PutFile {
  return async (url, file, { contentType, signal, onProgress }) => {
    onProgress(0, file.size);
    if (hold?.(file)) {
      onProgress(Math.round(file.size * 0.64), file.size);
      // Held until the user cancels: shows a row mid-upload for as long as needed.
      await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError'))));
    }
    const response = await fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: alter ? alter(file) : file, signal });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw isErrorEnvelope(body)
        ? new PatchbayApiError(response.status, body, { method: 'PUT', url })
        : new Error(`Upload failed with ${response.status}`);
    }
    onProgress(file.size, file.size);
  };
}

/** Nothing added yet: the drop area, its prompt and what it accepts. Drop files on it or press "browse". */
export const Idle: Story = {
  args: { accept: '.pdf,.csv,image/*', maxSizeBytes: 25_000_000 },
};

/** A 90 MB generated file: its MD5 is computed in a worker ("Checking… n%"), then the bytes go up ("Uploading… n%"). */
export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [generatedFile('site-backup.tar', 90_000_000, nonce(), 'application/x-tar')]);
    await waitFor(() => expect(canvasElement.querySelector('[role="progressbar"]')).not.toBeNull());
  },
};

/** Two files uploaded. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [
      generatedFile('Q3 report.pdf', 2_400_000, nonce(), 'application/pdf'),
      generatedFile('customers.csv', 18_200, nonce(), 'text/csv'),
    ]);
    await waitFor(() => expect([statusOf(canvasElement, 'Q3 report.pdf'), statusOf(canvasElement, 'customers.csv')]).toEqual(['done', 'done']));
  },
};

/** The same bytes twice: the second is recognised by its MD5 and nothing is sent again. */
export const DuplicateUpload: Story = {
  name: 'Duplicate upload',
  play: async ({ canvasElement }) => {
    const seed = nonce();
    await pick(canvasElement, [generatedFile('contract.pdf', 640_000, seed, 'application/pdf')]);
    await waitFor(() => expect(statusOf(canvasElement, 'contract.pdf')).toBe('done'));
    await pick(canvasElement, [generatedFile('contract (copy).pdf', 640_000, seed, 'application/pdf')]);
    await waitFor(() => expect(statusOf(canvasElement, 'contract (copy).pdf')).toBe('duplicate'));
  },
};

/** The PUT alters the bytes on the way: the service rejects them (422 md5_mismatch) and the row says why, with the request id. */
export const Failed: Story = {
  // Shows an upload the service rejects: the browser logs that 422 on purpose.
  tags: ['expect-http-error'],
  args: { put: storyPut({ alter: (file) => new Blob([file, ' changed on the way']) }) },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [generatedFile('invoice.pdf', 120_000, nonce(), 'application/pdf')]);
    await waitFor(() => expect(statusOf(canvasElement, 'invoice.pdf')).toBe('failed'));
  },
};

/** An upload held in flight, then cancelled with its Cancel button; Retry would start it again. */
export const Cancelled: Story = {
  args: { put: storyPut({ hold: () => true }) },
  play: async ({ canvasElement, globals }) => {
    await pick(canvasElement, [generatedFile('recording.mov', 3_100_000, nonce(), 'video/quicktime')]);
    const cancel = await within(canvasElement).findByRole('button', { name: storyMessages(globals).dropzone.cancelFile('recording.mov') });
    await waitFor(() => expect(statusOf(canvasElement, 'recording.mov')).toBe('uploading'));
    await userEvent.click(cancel);
    await waitFor(() => expect(statusOf(canvasElement, 'recording.mov')).toBe('cancelled'));
  },
};

/** One row in each state, for theming: uploaded, already uploaded, failed, refused (too large), uploading. */
export const EveryState: Story = {
  // Shows an upload the service rejects: the browser logs that 422 on purpose.
  tags: ['expect-http-error'],
  name: 'Every state',
  args: {
    maxSizeBytes: 5_000_000,
    concurrency: 4,
    put: storyPut({
      alter: (file) => ((file as File).name === 'invoice.pdf' ? new Blob([file, ' changed on the way']) : file),
      hold: (file) => (file as File).name === 'site-backup.tar',
    }),
  },
  play: async ({ canvasElement }) => {
    const seed = nonce();
    await pick(canvasElement, [generatedFile('Q3 report.pdf', 2_400_000, seed, 'application/pdf')]);
    await waitFor(() => expect(statusOf(canvasElement, 'Q3 report.pdf')).toBe('done'));
    await pick(canvasElement, [
      generatedFile('Q3 report (copy).pdf', 2_400_000, seed, 'application/pdf'),
      generatedFile('invoice.pdf', 120_000, nonce(), 'application/pdf'),
      generatedFile('raw-footage.mov', 48_000_000, nonce(), 'video/quicktime'),
      generatedFile('site-backup.tar', 3_600_000, nonce(), 'application/x-tar'),
    ]);
    await waitFor(() => expect(statusOf(canvasElement, 'invoice.pdf')).toBe('failed'));
    await waitFor(() => expect(statusOf(canvasElement, 'site-backup.tar')).toBe('uploading'));
  },
};
