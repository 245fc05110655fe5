import { apiPaths, deletedResponse, withId } from '@sabora/contract';
import type { DeletedResponse } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/api-client';

export function deleteUser(id: string): Promise<DeletedResponse> {
  return apiRequest(withId(apiPaths.adminUserById, id), {
    method: 'DELETE',
    schema: deletedResponse,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_response, id) => {
      toast.success(messages.common.deleted);
      queryClient.removeQueries({ queryKey: ['admin', 'user', id] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
