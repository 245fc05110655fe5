import { apiPaths, walletResponse } from '@sabora/contract';
import type { WalletResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { defaultPageSize } from '@/lib/pagination';

/** `GET /user/wallet`: the balance and a page of the ledger, newest first. */
export function getWallet(page: number, signal?: AbortSignal): Promise<WalletResponse> {
  // The page shows a failure itself, with a retry: no toast on top.
  return apiRequest(apiPaths.userWallet, {
    query: { page, pageSize: defaultPageSize },
    schema: walletResponse,
    signal,
    quietOffline: true,
    quietRefusal: true,
  });
}

export function useWallet(page: number) {
  return useQuery({
    queryKey: ['wallet', page],
    queryFn: ({ signal }) => getWallet(page, signal),
    placeholderData: keepPreviousData,
  });
}
