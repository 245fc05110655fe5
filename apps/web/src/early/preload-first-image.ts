import { imageVariantSrcSets } from '@sabora/contract/image-variants';
import { cardImageSizes, courseHeaderImageSizes } from './card-image-sizes';

interface ListedCourse {
  _id?: unknown;
  level?: unknown;
  imageUrl?: unknown;
}

/** The preload's attributes for an image drawn at `sizes`; null for no image or an odd address. */
function imagePreload(url: unknown, sizes: string): Record<string, string> | null {
  if (typeof url !== 'string' || !/^(\/|https?:\/\/)/i.test(url)) return null;
  const srcSets = imageVariantSrcSets(url);
  // AVIF, as the image's first <source>; a browser without it skips a typed preload.
  if (srcSets) return { imagesrcset: srcSets.avif, imagesizes: sizes, type: 'image/avif' };
  return { href: url };
}

/**
 * The `<link rel=preload>` for the image of a level list's first card, which is
 * the page's largest paint: from the list's early answer, while the app's code
 * still downloads (decisions 0181, 0194). Null when that card has no image. The
 * course list shows a level's courses in the order the answer lists them.
 */
export function firstImagePreload(courses: unknown, level: string): Record<string, string> | null {
  if (!Array.isArray(courses)) return null;
  const first = (courses as ListedCourse[]).find((course) => course.level === level);
  return imagePreload(first?.imageUrl, cardImageSizes);
}

/** The same for a course page, whose header image is its largest paint. */
export function courseImagePreload(courses: unknown, id: string): Record<string, string> | null {
  if (!Array.isArray(courses)) return null;
  const course = (courses as ListedCourse[]).find((candidate) => candidate._id === id);
  return imagePreload(course?.imageUrl, courseHeaderImageSizes);
}

/** Adds the preload `pick` finds in the course list's early answer, once it arrives. */
async function preloadFrom(
  response: Promise<Response>,
  pick: (courses: unknown) => Record<string, string> | null,
): Promise<void> {
  await response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((courses: unknown) => {
      const attributes = pick(courses);
      if (!attributes) return;
      const link = document.createElement('link');
      const all = { rel: 'preload', as: 'image', fetchpriority: 'high', ...attributes };
      for (const [name, value] of Object.entries(all)) link.setAttribute(name, value);
      document.head.append(link);
    })
    // The app's own call reports a failure; a missed preload costs only time.
    .catch(() => undefined);
}

/** Preloads a level list's first image from the list's early answer. */
export async function preloadFirstImage(
  response: Promise<Response>,
  search: string,
): Promise<void> {
  const level = new URLSearchParams(search).get('level');
  if (level === null) return;
  await preloadFrom(response, (courses) => firstImagePreload(courses, level));
}

/** Preloads a course page's header image from the course list's early answer. */
export async function preloadCourseImage(response: Promise<Response>, id: string): Promise<void> {
  await preloadFrom(response, (courses) => courseImagePreload(courses, id));
}
