import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { inThreadHasher, servicePut } from '@patchbay/core/testing';
import type { Hasher, HashOptions, PutFile } from '@patchbay/react';
import { screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import { FileDropzone, type FileDropzoneProps } from '../src/FileDropzone';
import { renderWithServer, type TestKit } from './renderWithServer';

/** Helpers of the FileDropzone tests: the real hashing code, the real service, PUTs to it. */

export const TOOLKIT = 'patchbay_oauth_demo';
export const TOOL = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';

// jsdom's File cannot be read (no arrayBuffer or stream); Node's follows the File API like a browser's.
export const fileOf = (text: string, name = 'notes.txt', type = 'text/plain') => new NodeFile([text], name, { type }) as unknown as File;

/** Sends other bytes than were hashed: the service answers 422 md5_mismatch. */
export const tamperedBody = async (file: Blob) => new NodeBlob([await file.text(), ' changed on the way']) as unknown as Blob;

/** A promise to hold an upload or a hash at one point, released by the test. */
export function gate() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/** The real in-thread hasher, optionally reporting `fraction` and then waiting for `hold` first. */
export type TestHasher = Hasher & { hash: Mock<Hasher['hash']> };

export function testHasher(hold?: { fraction: number; until: Promise<void> }): TestHasher {
  const real = inThreadHasher();
  const hash = vi.fn(async (file: Blob, options?: HashOptions) => {
    if (hold) {
      options?.onProgress?.({ bytesHashed: Math.round(file.size * hold.fraction), totalBytes: file.size });
      await hold.until;
    }
    return real.hash(file, options);
  });
  return { hash, dispose: () => real.dispose() };
}

export interface RenderedDropzone extends RenderResult {
  put: Mock<PutFile>;
  hasher: TestHasher;
  user: ReturnType<typeof userEvent.setup>;
}

export function renderDropzone(
  kit: TestKit,
  props: Partial<Omit<FileDropzoneProps, 'hasher'>> & { hasher?: TestHasher } = {},
  theme?: string,
): RenderedDropzone {
  const hasher = props.hasher ?? testHasher();
  const put = vi.fn(props.put ?? servicePut(kit.server.fetch));
  const view = renderWithServer(
    kit,
    <div data-pb-theme={theme}>
      <FileDropzone toolkitSlug={TOOLKIT} toolSlug={TOOL} {...props} hasher={hasher} put={put} />
    </div>,
  );
  return { ...view, put, hasher, user: userEvent.setup() };
}

export const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
export const root = () => document.querySelector<HTMLElement>('[data-slot="file-dropzone"]')!;
export const area = () => screen.getByRole('group', { name: 'Upload files' });
export const browseButton = () => screen.getByRole('button', { name: 'browse' });
export const liveRegion = () => document.querySelector('[data-slot="live-region"]')?.textContent?.trim() ?? '';

/** The row of a file, by its name. */
export function row(name: string): HTMLElement {
  const rows = within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem');
  const found = rows.find((li) => li.querySelector('[data-slot="file-dropzone-item-name"]')?.textContent === name);
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

export const statusOf = (name: string) => row(name).querySelector('[data-slot="file-dropzone-item-status"]')?.textContent ?? '';
