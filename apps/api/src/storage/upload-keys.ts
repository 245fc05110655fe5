import { randomUUID } from 'node:crypto';
import {
  uploadContentTypes,
  uploadTypes,
  type UploadContentType,
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
