import { adminExamsResponse, apiPaths } from '@sabora/contract';
import type { AdminExamsQuery, AdminExamsResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminExams(
  query: AdminExamsQuery,
  signal?: AbortSignal,
): Promise<AdminExamsResponse> {
  return apiRequest(apiPaths.adminExams, { query, schema: adminExamsResponse, signal });
}

export function useAdminExams(query: AdminExamsQuery) {
  return useQuery({
    queryKey: ['admin', 'exams', query],
    queryFn: ({ signal }) => getAdminExams(query, signal),
    placeholderData: keepPreviousData,
  });
}
