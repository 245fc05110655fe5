import { adminExamPageSchema, apiPaths, withId } from '@sabora/contract';
import type { AdminExamPage } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminExamPage(id: string, signal?: AbortSignal): Promise<AdminExamPage> {
  return apiRequest(withId(apiPaths.adminExamById, id), { schema: adminExamPageSchema, signal });
}

/** The exam whose windows are edited, for its own times; the same entry the editor caches. */
export function useAdminExamTiming(id: string) {
  return useQuery({
    queryKey: ['admin', 'exam', id],
    queryFn: ({ signal }) => getAdminExamPage(id, signal),
    enabled: id !== '',
    retry: false,
  });
}
