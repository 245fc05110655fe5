import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadContentType } from '@sabora/contract';
import { HttpError } from '../../lib/http-errors';
import { messages } from '../../messages';
import { signatureLength, startsLike } from '../file-signatures';

interface Expected {
  size: number;
  contentType: UploadContentType;
}

/**
 * Streams an upload into `tempDir` and moves it to `target` only once all of it
 * has arrived, at exactly the signed size and starting like its type. A refused
 * or broken upload leaves nothing behind, and a reader never sees half a file.
 */
export async function receiveFile(
  body: Readable,
  expected: Expected,
  tempDir: string,
  target: string,
): Promise<void> {
  await mkdir(tempDir, { recursive: true });
  const temp = join(tempDir, `${randomUUID()}.part`);
  let received = 0;
  let head = Buffer.alloc(0);
  const checkHead = () => {
    if (!startsLike(expected.contentType, head)) {
      throw new HttpError(415, messages.uploadNotItsType);
    }
  };
  const file = createWriteStream(temp, { flags: 'wx' });
  try {
    await pipeline(async function* () {
      // Left open on an early stop, so the refusal still reaches the client.
      for await (const chunk of body.iterator({ destroyOnReturn: false })) {
        const bytes: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        received += bytes.length;
        if (received > expected.size) throw new HttpError(413, messages.uploadTooLarge);
        if (head.length < signatureLength) {
          head = Buffer.concat([head, bytes.subarray(0, signatureLength - head.length)]);
          if (head.length === signatureLength) checkHead();
        }
        yield bytes;
      }
    }, file);
    if (received < expected.size) throw new HttpError(400, messages.uploadIncomplete);
    checkHead();
    await mkdir(dirname(target), { recursive: true });
    await rename(temp, target);
  } catch (error) {
    // A refusal can come while the file is still being opened; the open then
    // creates it after any earlier removal, so wait until the stream is done
    // (for 'close' alone: the stream also emits this error).
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    await rm(temp, { force: true });
    throw error;
  }
}
