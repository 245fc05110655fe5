import type { UploadContentType, UploadUrlResponse } from '@sabora/contract';

/** How long an upload URL stays good: enough for 50 MB over a slow mobile line. */
export const uploadLifetimeMs = 15 * 60_000;

/** One file the browser is about to send, already checked against the upload rules. */
export interface UploadRequest {
  key: string;
  contentType: UploadContentType;
  size: number;
  fileName: string;
}

/**
 * Where uploaded files live. Callers only ever keep the `path` a driver hands
 * out, so the catalogue does not change when the store does.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Where and how the browser PUTs one file, and the path the form then stores. */
  createUploadTarget(request: UploadRequest): Promise<UploadUrlResponse>;
  /**
   * Makes sure the photo uploaded at `key` has its variants and answers their
   * keys (none for a GIF): made here from the bucket (s3), already made by the
   * upload itself (local). 404 when nothing was uploaded there; a broken photo
   * is refused and removed.
   */
  convertUpload(key: string): Promise<string[]>;
  /** Origins besides our own that the browser sends files to or loads them from. */
  readonly origins: readonly string[];
}
