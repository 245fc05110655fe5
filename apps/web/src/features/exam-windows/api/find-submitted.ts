import { adminExamResultsResponse, apiPaths, withId } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The students a typed name or phone finds among those who already submitted
 * the exam: the picker offers them but cannot pick them, since a window of
 * their own would change nothing and the save answers 409.
 */
export function useSubmittedFound(examId: string, search: string) {
  return useQuery({
    queryKey: ['admin', 'exam-results', examId, 'find', search],
    queryFn: async ({ signal }) => {
      const found = await apiRequest(withId(apiPaths.adminExamResults, examId), {
        query: { search, pageSize: 100 },
        schema: adminExamResultsResponse,
        signal,
      });
      return new Set(found.results.flatMap((result) => (result.user ? [result.user._id] : [])));
    },
    enabled: search !== '',
  });
}
