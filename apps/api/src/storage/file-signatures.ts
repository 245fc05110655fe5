import type { UploadContentType } from '@sabora/contract';

/** Bytes needed from the start of a file to tell its type. */
export const signatureLength = 12;

const ascii = (text: string) => Buffer.from(text, 'latin1');

// The opening bytes each allowed format must start with, so a script or an
// executable renamed to .png is refused however it was labelled.
const checks: Record<UploadContentType, (head: Buffer) => boolean> = {
  'image/png': (head) => head.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/gif': (head) =>
    [ascii('GIF87a'), ascii('GIF89a')].some((sig) => head.subarray(0, 6).equals(sig)),
  'image/webp': (head) =>
    head.subarray(0, 4).equals(ascii('RIFF')) && head.subarray(8, 12).equals(ascii('WEBP')),
  'application/pdf': (head) => head.subarray(0, 5).equals(ascii('%PDF-')),
};

export function startsLike(contentType: UploadContentType, head: Buffer): boolean {
  return checks[contentType](head);
}
