import { apiPaths, redeemResponse } from '@sabora/contract';
import type { RedeemBody, RedeemResponse } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveBalance } from '@/lib/session-wallet';

/**
 * `POST /user/wallet/redeem`. Every refusal (used 409, unknown 404, expired
 * or disabled 410, bad 422, too many tries 429) and a lost connection are
 * shown under the field, not as toasts.
 */
export function redeemCode(body: RedeemBody): Promise<RedeemResponse> {
  return apiRequest(apiPaths.userWalletRedeem, {
    method: 'POST',
    body,
    schema: redeemResponse,
    quietRefusal: true,
    quietOffline: true,
  });
}

export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, a paused mutation would spin with no word; money calls fail at once and say so.
    networkMode: 'always',
    mutationFn: redeemCode,
    onSuccess: (answer) => {
      saveBalance(answer.balance);
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'refresh-user'] });
    },
  });
}
