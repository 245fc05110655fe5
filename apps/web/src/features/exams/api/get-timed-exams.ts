import { apiPaths, timedExamsResponse } from '@sabora/contract';
import type { TimedExam } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getTimedExams(signal?: AbortSignal): Promise<TimedExam[]> {
  return apiRequest(apiPaths.sharedTimedExams, { schema: timedExamsResponse, signal });
}

export function useTimedExams(enabled: boolean) {
  return useQuery({
    queryKey: ['timed-exams'],
    queryFn: ({ signal }) => getTimedExams(signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
