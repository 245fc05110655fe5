import {
  adminResultDetailSchema,
  adminResultsResponse,
  apiPaths,
  deletedResponse,
  examStatsSchema,
  nonSolversResponse,
  withId,
} from '@sabora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/api-client';
import { defaultPageSize } from '@/lib/pagination';

const pageQuery = (page: number) => ({ page, pageSize: defaultPageSize });

/** A page of the exam's results; with a search, of the students it finds by name or phone. */
export function useExamResults(examId: string, page: number, search: string) {
  return useQuery({
    queryKey: ['admin', 'exam-results', examId, page, search],
    queryFn: ({ signal }) =>
      apiRequest(withId(apiPaths.adminExamResults, examId), {
        query: { ...pageQuery(page), search: search || undefined },
        schema: adminResultsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * How often provisional statistics are asked for again (decision 0189): the
 * server recomputes them at most every 3 s while results arrive, so the
 * screen catches up without a reload and stops asking once they are exact.
 */
const provisionalRefetchMs = 5_000;

export function useExamStats(examId: string) {
  return useQuery({
    queryKey: ['admin', 'exam-stats', examId],
    queryFn: ({ signal }) =>
      apiRequest(withId(apiPaths.adminExamStats, examId), { schema: examStatsSchema, signal }),
    refetchInterval: (query) => (query.state.data?.provisional ? provisionalRefetchMs : false),
  });
}

export function useNonSolvers(examId: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'non-solvers', examId, page],
    queryFn: ({ signal }) =>
      apiRequest(withId(apiPaths.adminExamNonSolvers, examId), {
        query: pageQuery(page),
        schema: nonSolversResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUserResultsAdmin(userId: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'user-results', userId, page],
    queryFn: ({ signal }) =>
      apiRequest(withId(apiPaths.adminUserResults, userId), {
        query: pageQuery(page),
        schema: adminResultsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminResult(id: string) {
  return useQuery({
    queryKey: ['admin', 'result', id],
    queryFn: ({ signal }) =>
      apiRequest(withId(apiPaths.adminResult, id), { schema: adminResultDetailSchema, signal }),
    retry: false,
  });
}

export function useDeleteResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(withId(apiPaths.adminResult, id), {
        method: 'DELETE',
        schema: deletedResponse,
      }),
    onSuccess: async () => {
      toast.success(messages.common.deleted);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
