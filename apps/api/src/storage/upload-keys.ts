import { randomUUID } from 'node:crypto';
import {
  imageVariantContentTypes,
  imageVariantFormats,
  imageVariantKey,
  imageVariantWidths,
  uploadContentTypes,
  uploadTypes,
  type UploadContentType,
  type ImageVariantFormat,
  type ImageVariantWidth,
  type UploadKind,
} from '@sabora/contract';

const folders: Record<UploadKind, string> = { image: 'images', document: 'documents' };

/**
 * A fresh key such as `images/2026/11/<uuid>.png`. The server picks every part,
 * the extension from the content type, so nothing a client names becomes a path.
 */
export function newUploadKey(contentType: UploadContentType, now: number): string {
  const { kind, extension } = uploadTypes[contentType];
  const date = new Date(now);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${folders[kind]}/${date.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const keyPattern = new RegExp(`^(images|documents)/\\d{4}/\\d{2}/${uuid}\\.([a-z]+)$`);

/** The content type a key of ours stands for; undefined for anything else, "../" included. */
export function contentTypeOfKey(key: string): UploadContentType | undefined {
  const match = keyPattern.exec(key);
  if (!match) return undefined;
  const [, folder, extension] = match;
  return uploadContentTypes.find(
    (type) =>
      uploadTypes[type].extension === extension && folders[uploadTypes[type].kind] === folder,
  );
}

const variantPattern = new RegExp(
  `^images/\\d{4}/\\d{2}/${uuid}-(${imageVariantWidths.join('|')})w\\.(${imageVariantFormats.join('|')})$`,
);

/** The content type a file at this key is served with: an upload's, or one of its variants'. */
export function servedTypeOfKey(key: string): string | undefined {
  const format = variantPattern.exec(key)?.[2] as ImageVariantFormat | undefined;
  return format ? imageVariantContentTypes[format] : contentTypeOfKey(key);
}

export interface VariantKey {
  key: string;
  width: ImageVariantWidth;
  format: ImageVariantFormat;
}

/** The resized copies kept beside an uploaded photo (none for GIFs and documents). */
export function variantKeysOf(key: string): VariantKey[] {
  return imageVariantWidths.flatMap((width) =>
    imageVariantFormats.flatMap((format) => {
      const variant = imageVariantKey(key, width, format);
      return variant ? [{ key: variant, width, format }] : [];
    }),
  );
}
