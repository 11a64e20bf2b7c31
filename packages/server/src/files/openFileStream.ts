import { open, type FileHandle } from 'node:fs/promises';

export interface FileStream {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * A file as a web stream read chunk by chunk as the receiver pulls, so a
 * download holds one chunk in memory whatever the size; undefined when there
 * is no such file. The file stays open until the stream ends or is
 * cancelled: a file removed meanwhile is still read whole.
 */
export async function openFileStream(path: string): Promise<FileStream | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= handle.close());
  try {
    const { size } = await handle.stat();
    const stream = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            const buffer = new Uint8Array(CHUNK_BYTES);
            const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
            if (bytesRead === 0) {
              await close();
              controller.close();
            } else {
              controller.enqueue(buffer.subarray(0, bytesRead));
            }
          } catch (error) {
            await close().catch(() => undefined);
            controller.error(error);
          }
        },
        cancel: close,
      },
      // Read only when asked: nothing is buffered ahead of the receiver.
      { highWaterMark: 0 },
    );
    return { stream, size };
  } catch (error) {
    await close();
    throw error;
  }
}
