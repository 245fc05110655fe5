import { apiPaths, convertUploadResponse } from '@sabora/contract';
import type { ConvertUploadResponse } from '@sabora/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /shared/uploads/convert`, after a photo's PUT: the API makes its AVIF
 * and WebP variants from the bucket (s3) or finds them made (local), and
 * refuses a broken photo, which is then gone (decision 0199).
 */
export function convertUpload(key: string, signal?: AbortSignal): Promise<ConvertUploadResponse> {
  return apiRequest(apiPaths.convertUpload, {
    method: 'POST',
    body: { key },
    schema: convertUploadResponse,
    signal,
  });
}
