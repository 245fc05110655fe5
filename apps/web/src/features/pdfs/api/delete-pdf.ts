import { apiPaths, deletedResponse, withId } from '@sabora/contract';
import type { DeletedResponse } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/api-client';

export function deletePdf(id: string): Promise<DeletedResponse> {
  return apiRequest(withId(apiPaths.adminPdfById, id), {
    method: 'DELETE',
    schema: deletedResponse,
  });
}

export function useDeletePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePdf,
    onSuccess: async () => {
      toast.success(messages.common.deleted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]);
    },
  });
}
