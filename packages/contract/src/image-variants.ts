// Imported by the web's early chunk (decision 0070) too: nothing here may import
// more than the paths, or the chunk would load zod.
import { uploadedFilesPrefix } from './paths';

/**
 * The widths every uploaded photo is resized to. A card fills a 360–430 px
 * phone screen at DPR 2–3 (so up to 960 px of image) and a 240–360 px column on
 * a desktop (480–720 at DPR 2); 320 serves the compact rows and DPR 1.
 */
export const imageVariantWidths = [320, 480, 640, 960] as const;
export type ImageVariantWidth = (typeof imageVariantWidths)[number];

/** Best first: a browser takes the first `<source>` whose type it knows. */
export const imageVariantFormats = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof imageVariantFormats)[number];

export const imageVariantContentTypes: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

// Only photos under a key the API named are resized. GIFs are left as they are:
// their animation would be lost.
const resizedKey =
  /^(images\/\d{4}\/\d{2}\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\.(jpg|png|webp)$/;

/** The key of one variant of an uploaded photo's key; undefined when it has none. */
export function imageVariantKey(
  key: string,
  width: ImageVariantWidth,
  format: ImageVariantFormat,
): string | undefined {
  const match = resizedKey.exec(key);
  return match ? `${match[1]}-${width}w.${format}` : undefined;
}

// A photo kept by the API (`/uploads/<key>`), or one in the bucket at any public base
// (`S3_PUBLIC_URL`, a CDN, the store's own address): the key the API minted ends the
// path either way, and its variants sit beside it (decision 0200).
const storedPhoto = new RegExp(
  `^(${uploadedFilesPrefix}|https?://[^/?#\\s]+(?:/[^?#\\s]*)?)/(${resizedKey.source.slice(1, -1)})$`,
);

function storedPhotoParts(stored: string | null | undefined) {
  const match = stored ? storedPhoto.exec(stored) : null;
  if (!match) return undefined;
  const [, base, key] = match as unknown as [string, string, string];
  return { base, key };
}

/**
 * The key of the photo a stored image path points at, when it is one the API
 * named and resizes; undefined for a GIF, a link from elsewhere or no path.
 */
export function storedPhotoKey(stored: string | null | undefined): string | undefined {
  return storedPhotoParts(stored)?.key;
}

/** One `srcset` per format for a stored image path, or undefined when it has no variants. */
export function imageVariantSrcSets(
  stored: string | null | undefined,
): Record<ImageVariantFormat, string> | undefined {
  const parts = storedPhotoParts(stored);
  if (!parts) return undefined;
  const { base, key } = parts;
  const srcSet = (format: ImageVariantFormat) =>
    imageVariantWidths
      .map((width) => `${base}/${imageVariantKey(key, width, format)} ${width}w`)
      .join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}
