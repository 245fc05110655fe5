import {
  apiPaths,
  deviceChangeSettingsSchema,
  deviceRequestSchema,
  deviceRequestsResponse,
  withId,
} from '@sabora/contract';
import type {
  DeviceChangeSettings,
  DeviceChangeSettingsPatch,
  DeviceRequest,
  DeviceRequestApproveBody,
  DeviceRequestDecisionBody,
  DeviceRequestsQuery,
  DeviceRequestsResponse,
} from '@sabora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { adminMessages } from '@/i18n/admin-messages';
import { apiRequest } from '@/lib/api-client';
import { deviceRequestsKey } from '@/lib/api/pending-device-requests';

const copy = adminMessages.deviceRequests;

/** `GET /admin/device-requests` */
export function getDeviceRequests(
  query: DeviceRequestsQuery,
  signal?: AbortSignal,
): Promise<DeviceRequestsResponse> {
  return apiRequest(apiPaths.adminDeviceRequests, {
    query,
    schema: deviceRequestsResponse,
    signal,
  });
}

export function useDeviceRequests(query: DeviceRequestsQuery) {
  return useQuery({
    queryKey: [...deviceRequestsKey, query],
    queryFn: ({ signal }) => getDeviceRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}

type Decision =
  | { id: string; kind: 'approve'; body: DeviceRequestApproveBody }
  | { id: string; kind: 'reject'; body: DeviceRequestDecisionBody };

/** `POST /admin/device-requests/{id}/approve` or `/reject` */
export function decideDeviceRequest({ id, kind, body }: Decision): Promise<DeviceRequest> {
  const path =
    kind === 'approve' ? apiPaths.adminDeviceRequestApprove : apiPaths.adminDeviceRequestReject;
  return apiRequest(withId(path, id), { method: 'POST', body, schema: deviceRequestSchema });
}

export function useDecideDeviceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDeviceRequest,
    onSuccess: (request) => {
      toast.success(request.status === 'approved' ? copy.approved : copy.rejected);
    },
    // A 409 means another admin decided first: the list shows their decision either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceRequestsKey }),
  });
}

/** `PATCH /admin/settings/device-changes` (main admins) */
export function updateDeviceChangeSettings(
  body: DeviceChangeSettingsPatch,
): Promise<DeviceChangeSettings> {
  return apiRequest(apiPaths.adminDeviceChangeSettings, {
    method: 'PATCH',
    body,
    schema: deviceChangeSettingsSchema,
  });
}

export function useUpdateDeviceChangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeviceChangeSettings,
    onSuccess: async () => {
      toast.success(copy.settingsSaved);
      await queryClient.invalidateQueries({ queryKey: deviceRequestsKey });
    },
  });
}
