import { imageVariantSrcSets } from '@sabora/contract/image-variants';
import { cardImageSizes } from './card-image-sizes';

interface ListedCourse {
  level?: unknown;
  imageUrl?: unknown;
}

/**
 * The `<link rel=preload>` for the image of a level list's first card, which is
 * the page's largest paint: from the list's early answer, while the app's code
 * still downloads (decision 0181). Null when that card has no image. The
 * course list shows a level's courses in the order the answer lists them.
 */
export function firstImagePreload(courses: unknown, level: string): Record<string, string> | null {
  if (!Array.isArray(courses)) return null;
  const first = (courses as ListedCourse[]).find((course) => course.level === level);
  const url = first?.imageUrl;
  if (typeof url !== 'string' || !/^(\/|https?:\/\/)/i.test(url)) return null;
  const srcSets = imageVariantSrcSets(url);
  // AVIF, as the card's first <source>; a browser without it skips a typed preload.
  if (srcSets) {
    return { imagesrcset: srcSets.avif, imagesizes: cardImageSizes, type: 'image/avif' };
  }
  return { href: url };
}

/** Adds the preload to the page once the early answer of the course list arrives. */
export async function preloadFirstImage(
  response: Promise<Response>,
  search: string,
): Promise<void> {
  const level = new URLSearchParams(search).get('level');
  if (level === null) return;
  await response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((courses: unknown) => {
      const attributes = firstImagePreload(courses, level);
      if (!attributes) return;
      const link = document.createElement('link');
      const all = { rel: 'preload', as: 'image', fetchpriority: 'high', ...attributes };
      for (const [name, value] of Object.entries(all)) link.setAttribute(name, value);
      document.head.append(link);
    })
    // The app's own call reports a failure; a missed preload costs only time.
    .catch(() => undefined);
}
