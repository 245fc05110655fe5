import { afterEach, describe, expect, it } from 'vitest';
import { cardImageSizes, courseHeaderImageSizes } from './card-image-sizes';
import {
  courseImagePreload,
  firstImagePreload,
  preloadCourseImage,
  preloadFirstImage,
} from './preload-first-image';

const id = '0b7e1f52-3c1a-4d2e-9f10-2a6b8c4d5e6f';
const photo = `/uploads/images/2026/11/${id}.png`;
const courses = [
  { _id: 'c-b1', level: 'b1', imageUrl: '/demo/b1.svg' },
  { _id: 'c-a1', level: 'a1', imageUrl: photo },
  { _id: 'c-a1-2', level: 'a1', imageUrl: '/demo/a1-second.svg' },
];

afterEach(() => {
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
});

describe('firstImagePreload', () => {
  it('preloads the AVIF variants of the level’s first card with the cards’ own sizes', () => {
    expect(firstImagePreload(courses, 'a1')).toEqual({
      imagesrcset: [320, 480, 640, 960]
        .map((width) => `/uploads/images/2026/11/${id}-${width}w.avif ${width}w`)
        .join(', '),
      imagesizes: cardImageSizes,
      type: 'image/avif',
    });
  });

  it('preloads a bucket photo’s AVIF variants from the bucket (decision 0200)', () => {
    const inBucket = `https://files.sabora.example/images/2026/11/${id}.jpg`;
    expect(firstImagePreload([{ level: 'a1', imageUrl: inBucket }], 'a1')?.imagesrcset).toBe(
      [320, 480, 640, 960]
        .map(
          (width) => `https://files.sabora.example/images/2026/11/${id}-${width}w.avif ${width}w`,
        )
        .join(', '),
    );
  });

  it('preloads an image without variants as it is', () => {
    expect(firstImagePreload(courses, 'b1')).toEqual({ href: '/demo/b1.svg' });
  });

  it('preloads nothing without an image, a course of that level or a list', () => {
    expect(firstImagePreload([{ level: 'a2', imageUrl: null }], 'a2')).toBeNull();
    expect(firstImagePreload(courses, 'c1')).toBeNull();
    expect(firstImagePreload({ message: 'error' }, 'a1')).toBeNull();
    expect(firstImagePreload([{ level: 'a1', imageUrl: 'javascript:alert(1)' }], 'a1')).toBeNull();
  });
});

describe('preloadFirstImage', () => {
  it('adds a high-priority image preload once the list arrives, leaving the body readable', async () => {
    const response = Promise.resolve(new Response(JSON.stringify(courses)));
    await preloadFirstImage(response, '?level=b1');
    // The app reads the same answer afterwards.
    expect(await (await response).json()).toEqual(courses);
    const link = document.head.querySelector('link[rel=preload]');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('href')).toBe('/demo/b1.svg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('adds nothing for a failed answer or the student’s own list', async () => {
    const failed = Promise.resolve(new Response('{}', { status: 500 }));
    await preloadFirstImage(failed, '?level=a1');
    await preloadFirstImage(Promise.resolve(new Response(JSON.stringify(courses))), '?mine=1');
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
  });
});

describe('the course page preloads its header image', () => {
  it('with the header’s own sizes, from the course with that id', () => {
    expect(courseImagePreload(courses, 'c-a1')).toMatchObject({
      imagesizes: courseHeaderImageSizes,
      type: 'image/avif',
    });
    expect(courseImagePreload(courses, 'c-a1-2')).toEqual({ href: '/demo/a1-second.svg' });
    expect(courseImagePreload(courses, 'elsewhere')).toBeNull();
  });

  it('adds the preload once the list arrives', async () => {
    await preloadCourseImage(Promise.resolve(new Response(JSON.stringify(courses))), 'c-b1');
    expect(document.head.querySelector('link[rel=preload]')?.getAttribute('href')).toBe(
      '/demo/b1.svg',
    );
  });
});
