import { uploadTypes, type UploadContentType } from '@sabora/contract';

// RFC 8187 attr-char leaves out these characters that encodeURIComponent keeps.
const extraEscapes = /['()*]/g;

/**
 * Images open in the page; PDFs download under the name the teacher gave them
 * (often Arabic, hence the UTF-8 form every current browser reads).
 */
export function contentDisposition(contentType: UploadContentType, fileName?: string): string {
  const disposition = uploadTypes[contentType].kind === 'image' ? 'inline' : 'attachment';
  if (!fileName) return disposition;
  return `${disposition}; ${encodedFileName(fileName)}`;
}

/** A download saved under this (possibly Arabic) name. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; ${encodedFileName(fileName)}`;
}

function encodedFileName(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    extraEscapes,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `filename*=UTF-8''${encoded}`;
}
