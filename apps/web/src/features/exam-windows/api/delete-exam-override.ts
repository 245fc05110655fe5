import { deletedResponse } from '@sabora/contract';
import type { DeletedResponse } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { examWindowsMessages } from '@/i18n/exam-windows-messages';
import { apiRequest } from '@/lib/api-client';
import { examOverridesKey } from './get-exam-overrides';
import { overridePath } from './put-exam-override';

export function deleteExamOverride(examId: string, userId: string): Promise<DeletedResponse> {
  return apiRequest(overridePath(examId, userId), { method: 'DELETE', schema: deletedResponse });
}

export function useDeleteExamOverride(examId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => deleteExamOverride(examId, userId),
    onSuccess: async () => {
      toast.success(examWindowsMessages.removed);
      await queryClient.invalidateQueries({ queryKey: examOverridesKey(examId) });
    },
  });
}
