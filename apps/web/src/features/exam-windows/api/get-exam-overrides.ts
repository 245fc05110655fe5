import { apiPaths, examOverridesResponse, withId } from '@sabora/contract';
import type { ExamOverridesQuery, ExamOverridesResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getExamOverrides(
  examId: string,
  query: ExamOverridesQuery,
  signal?: AbortSignal,
): Promise<ExamOverridesResponse> {
  return apiRequest(withId(apiPaths.adminExamOverrides, examId), {
    query,
    schema: examOverridesResponse,
    signal,
  });
}

export const examOverridesKey = (examId: string) => ['admin', 'exam-overrides', examId] as const;

export function useExamOverrides(examId: string, query: ExamOverridesQuery) {
  return useQuery({
    queryKey: [...examOverridesKey(examId), query],
    queryFn: ({ signal }) => getExamOverrides(examId, query, signal),
    placeholderData: keepPreviousData,
  });
}
