import { adminExamPageSchema, apiPaths, withId } from '@sabora/contract';
import type { AdminExamPage, ExamBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminExamKey } from './get-admin-exam';

/** `POST /admin/exams` without an id, `PATCH /admin/exams/{id}` with one. */
export function saveExam({ id, body }: { id?: string; body: ExamBody }): Promise<AdminExamPage> {
  return apiRequest(id ? withId(apiPaths.adminExamById, id) : apiPaths.adminExams, {
    method: id ? 'PATCH' : 'POST',
    body,
    schema: adminExamPageSchema,
    fieldErrors: true,
  });
}

export function useSaveExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExam,
    onSuccess: async (page) => {
      queryClient.setQueryData(adminExamKey(page.exam._id), page);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'exams'] }),
        queryClient.invalidateQueries({ queryKey: ['timed-exams'] }),
      ]);
    },
  });
}
