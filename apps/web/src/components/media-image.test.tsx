import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaImage } from './media-image';

const photo = '/uploads/images/2026/11/0b7e1f52-3c1a-4d2e-9f10-2a6b8c4d5e6f.jpg';
const id = '0b7e1f52-3c1a-4d2e-9f10-2a6b8c4d5e6f';
const sizes = '(max-width: 767px) calc(100vw - 32px), 360px';

describe('MediaImage', () => {
  it('offers an uploaded photo as AVIF, then WebP, at every width, with its sizes', () => {
    const { container } = render(<MediaImage src={photo} sizes={sizes} width={960} height={540} />);
    const [avif, webp] = container.querySelectorAll('source');
    expect(avif?.getAttribute('type')).toBe('image/avif');
    expect(avif?.getAttribute('srcset')).toBe(
      [320, 480, 640, 960]
        .map((width) => `/uploads/images/2026/11/${id}-${width}w.avif ${width}w`)
        .join(', '),
    );
    expect(avif?.getAttribute('sizes')).toBe(sizes);
    expect(webp?.getAttribute('type')).toBe('image/webp');
    expect(webp?.getAttribute('srcset')).toContain(`/uploads/images/2026/11/${id}-320w.webp 320w`);
    const img = container.querySelector('picture > img');
    // The original stays the fallback, and the box has its shape before any byte arrives.
    expect(img?.getAttribute('src')).toBe(photo);
    expect(img?.getAttribute('width')).toBe('960');
    expect(img?.getAttribute('height')).toBe('540');
  });

  it('leaves external images, GIFs and shipped demo covers as they are', () => {
    for (const src of [
      'https://cdn.example.com/cover.jpg',
      `/uploads/images/2026/11/${id}.gif`,
      '/demo/german-a1.svg',
    ]) {
      const { container, unmount } = render(<MediaImage src={src} sizes={sizes} />);
      expect(container.querySelector('picture')).toBeNull();
      expect(container.querySelector('img')?.getAttribute('src')).toBe(src);
      unmount();
    }
  });

  it('offers a photo in the S3 bucket its variants beside it, and its original if they are missing', () => {
    const bucketPhoto = `https://files.sabora.example/images/2026/11/${id}.png`;
    const { container } = render(<MediaImage src={bucketPhoto} sizes={sizes} />);
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
      [320, 480, 640, 960]
        .map(
          (width) => `https://files.sabora.example/images/2026/11/${id}-${width}w.avif ${width}w`,
        )
        .join(', '),
    );
    // A photo whose convert call never came (the tab closed) has no variants: the original next.
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(bucketPhoto);
  });

  it('keeps an uploaded photo whole where the caller gives no sizes (it draws at its own width)', () => {
    const { container } = render(<MediaImage src={photo} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(photo);
  });

  it('tries the original when a variant fails, then the fallback', () => {
    const { container, getByText } = render(
      <MediaImage src={photo} sizes={sizes} fallback={<span>placeholder</span>} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(photo);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(getByText('placeholder')).toBeTruthy();
  });
});
