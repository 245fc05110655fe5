import { adminExamPageSchema, apiPaths, withId } from '@sabora/contract';
import type { AdminExamPage } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminExam(id: string, signal?: AbortSignal): Promise<AdminExamPage> {
  return apiRequest(withId(apiPaths.adminExamById, id), { schema: adminExamPageSchema, signal });
}

export const adminExamKey = (id: string) => ['admin', 'exam', id] as const;

export function useAdminExam(id: string | undefined) {
  return useQuery({
    queryKey: adminExamKey(id ?? ''),
    queryFn: ({ signal }) => getAdminExam(id ?? '', signal),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}
