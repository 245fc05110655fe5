import { createdParentLinkSchema } from '@sabora/contract';
import type { CreatedParentLink } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parentLinkKey, parentLinkPath } from './get-parent-link';

/** A new link, stopping the live one; the answer is the only time the token is seen. */
export function createParentLink(userId?: string): Promise<CreatedParentLink> {
  return apiRequest(parentLinkPath(userId), { method: 'POST', schema: createdParentLinkSchema });
}

export function useCreateParentLink(userId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createParentLink(userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: parentLinkKey(userId) });
    },
  });
}
