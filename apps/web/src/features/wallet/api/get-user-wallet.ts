import { adminWalletResponse, apiPaths, withId } from '@sabora/contract';
import type { AdminWalletResponse, WalletQuery } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const userWalletKey = (id: string) => ['admin', 'user-wallet', id] as const;

/** `GET /admin/users/{id}/wallet`: the balance and a page of lines, newest first. */
export function getUserWallet(
  id: string,
  query: WalletQuery,
  signal?: AbortSignal,
): Promise<AdminWalletResponse> {
  return apiRequest(withId(apiPaths.adminUserWallet, id), {
    query,
    schema: adminWalletResponse,
    signal,
  });
}

export function useUserWallet(id: string, query: WalletQuery) {
  return useQuery({
    queryKey: [...userWalletKey(id), query],
    queryFn: ({ signal }) => getUserWallet(id, query, signal),
    enabled: id !== '',
  });
}
