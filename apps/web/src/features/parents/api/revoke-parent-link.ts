import { deletedResponse } from '@sabora/contract';
import type { DeletedResponse } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parentLinkKey, parentLinkPath } from './get-parent-link';

export function revokeParentLink(userId?: string): Promise<DeletedResponse> {
  return apiRequest(parentLinkPath(userId), { method: 'DELETE', schema: deletedResponse });
}

export function useRevokeParentLink(userId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeParentLink(userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: parentLinkKey(userId) });
    },
  });
}
