import { apiPaths, examSolutionResponse, withId } from '@sabora/contract';
import type { ExamSolution } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getExamSolution(
  id: string,
  asAdmin: boolean,
  signal?: AbortSignal,
): Promise<ExamSolution> {
  const path = asAdmin ? apiPaths.adminExamSolution : apiPaths.userExamSolution;
  // "No solution yet" is said by the page (or by a button not shown), never a toast.
  return apiRequest(withId(path, id), { schema: examSolutionResponse, signal, quietRefusal: true });
}

export function useExamSolution(id: string, asAdmin: boolean, enabled: boolean) {
  return useQuery({
    queryKey: ['exam-solution', id, asAdmin],
    queryFn: ({ signal }) => getExamSolution(id, asAdmin, signal),
    enabled,
    retry: false,
  });
}
