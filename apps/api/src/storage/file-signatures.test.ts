import { describe, expect, it } from 'vitest';
import { uploadContentTypes, type UploadContentType } from '@sabora/contract';
import { startsLike } from './file-signatures';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

const samples: Record<UploadContentType, Buffer> = {
  'image/png': bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
  'image/jpeg': bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1),
  'image/gif': text('GIF89a\x01\x00\x01\x00\x80\x00'),
  'image/webp': text('RIFF\x24\x00\x00\x00WEBP'),
  'application/pdf': text('%PDF-1.4\n%\xe2\xe3'),
};

describe('a file starts like its type', () => {
  it.each(uploadContentTypes)('knows %s by its opening bytes and no other type', (type) => {
    for (const other of uploadContentTypes) {
      expect(startsLike(other, samples[type])).toBe(other === type);
    }
  });

  it.each([
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['HTML', text('<!doctype html><script>')],
    ['an empty file', Buffer.alloc(0)],
    ['a RIFF that is not WebP', text('RIFF\x24\x00\x00\x00WAVE')],
    ['GIF without its version', text('GIF8')],
  ])('refuses %s for every type', (_name, head) => {
    for (const type of uploadContentTypes) expect(startsLike(type, head)).toBe(false);
  });
});
