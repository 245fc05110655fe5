import { apiPaths, auditResponse } from '@sabora/contract';
import type { AuditQuery, AuditResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditResponse> {
  return apiRequest(apiPaths.adminAudit, { query, schema: auditResponse, signal });
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}
