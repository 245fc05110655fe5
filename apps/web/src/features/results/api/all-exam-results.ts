import { adminExamResultsResponse, apiPaths, withId } from '@sabora/contract';
import type { AdminExamResultsResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';

// The list's largest page: a class of 300 is three requests.
const pageSize = 100;

/**
 * Every result of an exam in the list's order (best first), read page by
 * page for the printed sheet; `loaded` counts them as they arrive.
 */
export function useAllExamResults(examId: string) {
  const [loaded, setLoaded] = useState(0);
  const query = useQuery({
    queryKey: ['admin', 'exam-results', examId, 'all'],
    queryFn: async ({ signal }): Promise<AdminExamResultsResponse> => {
      const first = await apiRequest(withId(apiPaths.adminExamResults, examId), {
        query: { page: 1, pageSize },
        schema: adminExamResultsResponse,
        signal,
      });
      const results = [...first.results];
      setLoaded(results.length);
      for (let page = 2; results.length < first.count; page++) {
        const next = await apiRequest(withId(apiPaths.adminExamResults, examId), {
          query: { page, pageSize },
          schema: adminExamResultsResponse,
          signal,
        });
        if (next.results.length === 0) break;
        results.push(...next.results);
        setLoaded(results.length);
      }
      return { ...first, results };
    },
  });
  return { ...query, loaded };
}
