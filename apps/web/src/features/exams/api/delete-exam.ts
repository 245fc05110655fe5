import { apiPaths, deletedResponse, withId } from '@sabora/contract';
import type { DeletedResponse } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/api-client';

export function deleteExam(id: string): Promise<DeletedResponse> {
  return apiRequest(withId(apiPaths.adminExamById, id), {
    method: 'DELETE',
    schema: deletedResponse,
  });
}

export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExam,
    onSuccess: async () => {
      toast.success(messages.common.deleted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['timed-exams'] }),
      ]);
    },
  });
}
