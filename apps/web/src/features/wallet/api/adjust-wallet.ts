import { apiPaths, walletAdjustmentResponse, withId } from '@sabora/contract';
import type { WalletAdjustmentBody, WalletAdjustmentResponse } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userWalletKey } from './get-user-wallet';

/** `POST /admin/users/{id}/wallet`: a signed adjustment; negatives are the main admin's. */
export function adjustWallet({
  userId,
  body,
}: {
  userId: string;
  body: WalletAdjustmentBody;
}): Promise<WalletAdjustmentResponse> {
  return apiRequest(withId(apiPaths.adminUserWallet, userId), {
    method: 'POST',
    body,
    schema: walletAdjustmentResponse,
    // A balance too small for the deduction is said under the amount.
    fieldErrors: true,
  });
}

export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustWallet,
    onSuccess: async (_response, { userId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userWalletKey(userId) }),
        // The student page's history shows the audited adjustment.
        queryClient.invalidateQueries({ queryKey: ['admin', 'user', userId] }),
      ]);
    },
  });
}
