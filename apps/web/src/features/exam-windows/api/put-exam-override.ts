import { apiPaths, examOverrideSchema, withId } from '@sabora/contract';
import type { ExamOverride, ExamOverrideBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { examWindowsMessages } from '@/i18n/exam-windows-messages';
import { apiRequest } from '@/lib/api-client';
import { examOverridesKey } from './get-exam-overrides';

export const overridePath = (examId: string, userId: string) =>
  withId(apiPaths.adminExamOverride, examId).replace(':userId', encodeURIComponent(userId));

export function putExamOverride(
  examId: string,
  userId: string,
  body: ExamOverrideBody,
): Promise<ExamOverride> {
  return apiRequest(overridePath(examId, userId), {
    method: 'PUT',
    body,
    schema: examOverrideSchema,
    fieldErrors: true,
  });
}

export function usePutExamOverride(examId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: ExamOverrideBody }) =>
      putExamOverride(examId, userId, body),
    onSuccess: async () => {
      toast.success(examWindowsMessages.saved);
      await queryClient.invalidateQueries({ queryKey: examOverridesKey(examId) });
    },
  });
}
