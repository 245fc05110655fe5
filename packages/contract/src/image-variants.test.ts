import { describe, expect, it } from 'vitest';
import { imageVariantKey, imageVariantSrcSets, storedPhotoKey } from './image-variants';

const id = '0b7e1f52-3c1a-4d2e-9f10-2a6b8c4d5e6f';

describe('the image variants rule', () => {
  it('names a variant after its photo, width and format', () => {
    expect(imageVariantKey(`images/2026/11/${id}.png`, 480, 'avif')).toBe(
      `images/2026/11/${id}-480w.avif`,
    );
    expect(imageVariantKey(`images/2026/11/${id}.webp`, 960, 'webp')).toBe(
      `images/2026/11/${id}-960w.webp`,
    );
  });

  it('gives GIFs, documents, variants and anything not ours no variants', () => {
    for (const key of [
      `images/2026/11/${id}.gif`,
      `documents/2026/11/${id}.pdf`,
      `images/2026/11/${id}-480w.avif`,
      `images/2026/11/../${id}.jpg`,
      `../images/2026/11/${id}.jpg`,
    ]) {
      expect(imageVariantKey(key, 480, 'webp')).toBeUndefined();
    }
    for (const stored of [
      `https://cdn.example.com/images/2026/11/${id}.jpg?w=300`,
      `https://cdn.example.com/images/2026/11/${id}.gif`,
      `https://cdn.example.com/photos/${id}.jpg`,
      `ftp://files.example.com/images/2026/11/${id}.jpg`,
      `javascript:alert(1)//images/2026/11/${id}.jpg`,
      '/demo/sec-2-hoeren.svg',
      `uploads/images/2026/11/${id}.jpg`,
      null,
      undefined,
      '',
    ]) {
      expect(imageVariantSrcSets(stored)).toBeUndefined();
      expect(storedPhotoKey(stored)).toBeUndefined();
    }
  });

  it('lists every width, smallest first, in both formats', () => {
    const srcSets = imageVariantSrcSets(`/uploads/images/2026/11/${id}.jpg`);
    expect(srcSets?.webp).toBe(
      [320, 480, 640, 960]
        .map((width) => `/uploads/images/2026/11/${id}-${width}w.webp ${width}w`)
        .join(', '),
    );
    expect(srcSets?.avif).toContain(`/uploads/images/2026/11/${id}-960w.avif 960w`);
  });

  it('gives a photo in the bucket, at whatever public base, variants beside it (decision 0200)', () => {
    for (const base of [
      'https://files.sabora.example',
      'http://127.0.0.1:9000/sabora-files',
      'https://sabora-files.s3.eu-central-1.amazonaws.com',
    ]) {
      const srcSets = imageVariantSrcSets(`${base}/images/2026/11/${id}.png`);
      expect(srcSets?.avif.split(', ')).toEqual(
        [320, 480, 640, 960].map(
          (width) => `${base}/images/2026/11/${id}-${width}w.avif ${width}w`,
        ),
      );
      expect(srcSets?.webp).toContain(`${base}/images/2026/11/${id}-320w.webp 320w`);
    }
  });

  it('reads the photo key back from a stored path, local or in the bucket', () => {
    for (const base of ['/uploads', 'https://files.sabora.example', 'http://127.0.0.1:9000/b']) {
      expect(storedPhotoKey(`${base}/images/2026/11/${id}.jpg`)).toBe(`images/2026/11/${id}.jpg`);
    }
  });
});
