import { adminPdfsResponse, apiPaths } from '@sabora/contract';
import type { AdminPdfsQuery, AdminPdfsResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminPdfs(
  query: AdminPdfsQuery,
  signal?: AbortSignal,
): Promise<AdminPdfsResponse> {
  return apiRequest(apiPaths.adminPdfs, { query, schema: adminPdfsResponse, signal });
}

export function useAdminPdfs(query: AdminPdfsQuery) {
  return useQuery({
    queryKey: ['admin', 'pdfs', query],
    queryFn: ({ signal }) => getAdminPdfs(query, signal),
    // The table keeps its rows while the next page loads.
    placeholderData: keepPreviousData,
  });
}
