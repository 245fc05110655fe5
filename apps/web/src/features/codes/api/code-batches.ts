import {
  apiPaths,
  batchCodesResponse,
  codeBatchesResponse,
  codeBatchSchema,
  codeLookupResponse,
  createdCodeBatchResponse,
  withId,
} from '@sabora/contract';
import type {
  BatchCodesResponse,
  CodeBatch,
  CodeBatchBody,
  CodeBatchesResponse,
  CodeLookupResponse,
  CreatedCodeBatchResponse,
} from '@sabora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const batchesKey = ['admin', 'code-batches'] as const;

/** `GET /admin/code-batches`: newest first (main admins). */
export function getCodeBatches(
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<CodeBatchesResponse> {
  return apiRequest(apiPaths.adminCodeBatches, { query, schema: codeBatchesResponse, signal });
}

export function useCodeBatches(query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...batchesKey, 'list', query],
    queryFn: ({ signal }) => getCodeBatches(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST /admin/code-batches`: the only answer with the codes in clear. Never cached. */
export function createCodeBatch(body: CodeBatchBody): Promise<CreatedCodeBatchResponse> {
  return apiRequest(apiPaths.adminCodeBatches, {
    method: 'POST',
    body,
    schema: createdCodeBatchResponse,
  });
}

export function useCreateCodeBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCodeBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}

/** `GET /admin/code-batches/{id}/codes`: masked, in serial order. */
export function getBatchCodes(
  id: string,
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<BatchCodesResponse> {
  return apiRequest(withId(apiPaths.adminCodeBatchCodes, id), {
    query,
    schema: batchCodesResponse,
    signal,
  });
}

export function useBatchCodes(id: string, query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...batchesKey, 'codes', id, query],
    queryFn: ({ signal }) => getBatchCodes(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST /admin/code-batches/{id}/disable` */
export function disableCodeBatch(id: string): Promise<CodeBatch> {
  return apiRequest(withId(apiPaths.adminCodeBatchDisable, id), {
    method: 'POST',
    schema: codeBatchSchema,
  });
}

export function useDisableCodeBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableCodeBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}

/** `GET /admin/codes/lookup?code=`: the code as typed; the server normalizes it too. */
export function lookupCode(code: string): Promise<CodeLookupResponse> {
  return apiRequest(apiPaths.adminCodeLookup, {
    query: { code },
    schema: codeLookupResponse,
    quietRefusal: true,
  });
}

export function useCodeLookup() {
  return useMutation({ mutationFn: lookupCode });
}
