import { adminVideoPageSchema, apiPaths, withId } from '@sabora/contract';
import type { AdminVideoPage } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /admin/video/{id}`: the video page for an admin and the source of the edit form. */
export function getAdminVideo(id: string, signal?: AbortSignal): Promise<AdminVideoPage> {
  return apiRequest(withId(apiPaths.adminVideoById, id), { schema: adminVideoPageSchema, signal });
}

export const adminVideoKey = (id: string) => ['admin', 'video', id] as const;

export function useAdminVideo(id: string, enabled = true) {
  return useQuery({
    queryKey: adminVideoKey(id),
    queryFn: ({ signal }) => getAdminVideo(id, signal),
    enabled,
  });
}
