import {
  apiPaths,
  billSchema,
  billsResponse,
  deletedResponse,
  userBillsResponse,
  withId,
} from '@sabora/contract';
import type {
  Bill,
  BillBody,
  BillsQuery,
  BillsResponse,
  DeletedResponse,
  UserBillsResponse,
} from '@sabora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/api-client';

/** `GET /admin/bills`: a page of payments in a range, and their total (main admins only). */
export function getBills(query: BillsQuery, signal?: AbortSignal): Promise<BillsResponse> {
  return apiRequest(apiPaths.adminBills, { query, schema: billsResponse, signal });
}

export function useBills(query: BillsQuery) {
  return useQuery({
    queryKey: ['admin', 'bills', query],
    queryFn: ({ signal }) => getBills(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/users/{id}/bills` */
export function getUserBills(id: string, signal?: AbortSignal): Promise<UserBillsResponse> {
  return apiRequest(withId(apiPaths.adminUserBills, id), { schema: userBillsResponse, signal });
}

export function useUserBills(id: string) {
  return useQuery({
    queryKey: ['admin', 'user-bills', id],
    queryFn: ({ signal }) => getUserBills(id, signal),
    enabled: id !== '',
  });
}

/** `POST /admin/users/{id}/bills`: records the payment and grants its courses or credits the wallet. */
export function createBill({ userId, body }: { userId: string; body: BillBody }): Promise<Bill> {
  return apiRequest(withId(apiPaths.adminUserBills, userId), {
    method: 'POST',
    body,
    schema: billSchema,
  });
}

export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBill,
    onSuccess: async (_bill, { userId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'user', userId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'user-bills', userId] }),
        // A bill may credit the wallet (the wallet feature's query).
        queryClient.invalidateQueries({ queryKey: ['admin', 'user-wallet', userId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'bills'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]);
    },
  });
}

/** `DELETE /admin/bills/{id}` (main admins only). */
export function deleteBill(id: string): Promise<DeletedResponse> {
  return apiRequest(withId(apiPaths.adminBillById, id), {
    method: 'DELETE',
    schema: deletedResponse,
  });
}

export function useDeleteBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBill,
    onSuccess: async () => {
      toast.success(messages.common.deleted);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
