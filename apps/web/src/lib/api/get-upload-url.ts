import { apiPaths, uploadUrlResponse } from '@sabora/contract';
import type { UploadUrlQuery, UploadUrlResponse } from '@sabora/contract';
import { apiRequest } from '@/lib/api-client';

/** `GET /shared/get-s3-url`: where to PUT one file, and the path the form then stores. */
export function getUploadUrl(
  query: UploadUrlQuery,
  signal?: AbortSignal,
): Promise<UploadUrlResponse> {
  return apiRequest(apiPaths.getUploadUrl, { query, schema: uploadUrlResponse, signal });
}
