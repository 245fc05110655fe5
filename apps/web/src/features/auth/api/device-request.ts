import { apiPaths, deviceRequestSentResponse, toLatinDigits } from '@sabora/contract';
import type { DeviceRequestBody, DeviceRequestSentResponse } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /auth/device-requests`: the same answer whatever the phone and password. */
export function requestDeviceChange(body: DeviceRequestBody): Promise<DeviceRequestSentResponse> {
  return apiRequest(apiPaths.deviceRequests, {
    method: 'POST',
    body: { ...body, password: toLatinDigits(body.password) },
    schema: deviceRequestSentResponse,
  });
}

export function useRequestDeviceChange() {
  return useMutation({ mutationFn: requestDeviceChange });
}
