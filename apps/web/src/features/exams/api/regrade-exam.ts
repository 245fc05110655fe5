import { apiPaths, regradeResponse, withId } from '@sabora/contract';
import type { RegradeResponse } from '@sabora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /admin/exams/{id}/regrade`: a dry run lists the changes, a confirm writes them. */
export function regradeExam({
  examId,
  dryRun,
}: {
  examId: string;
  dryRun: boolean;
}): Promise<RegradeResponse> {
  return apiRequest(withId(apiPaths.adminExamRegrade, examId), {
    method: 'POST',
    body: { dryRun },
    schema: regradeResponse,
  });
}

export function useRegradeExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regradeExam,
    onSuccess: async (outcome) => {
      // Every list, result and statistic of the exam read the old scores.
      // The open dialog's own dry run is not asked again: it closes on success.
      if (outcome.applied)
        await queryClient.invalidateQueries({
          queryKey: ['admin'],
          predicate: (query) => query.queryKey[1] !== 'regrade-preview',
        });
    },
  });
}

/**
 * The dry run, read afresh each time the dialog opens: it writes nothing, so it is a query,
 * and it is never kept, since any submit or edit may change it.
 */
export function useRegradePreview(examId: string) {
  return useQuery({
    queryKey: ['admin', 'regrade-preview', examId],
    queryFn: () => regradeExam({ examId, dryRun: true }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
