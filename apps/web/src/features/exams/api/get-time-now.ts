import { apiPaths, timeNowResponse } from '@sabora/contract';
import { apiRequest } from '@/lib/api-client';
import { clockOffset } from '../lib/server-clock';

export function getTimeNow(signal?: AbortSignal): Promise<number> {
  return apiRequest(apiPaths.timeNow, { schema: timeNowResponse, signal, quietOffline: true });
}

/** The server clock minus this phone's clock, measured around one round trip. */
export async function measureClockOffset(signal?: AbortSignal): Promise<number> {
  const sentAt = Date.now();
  const serverNow = await getTimeNow(signal);
  return clockOffset(serverNow, sentAt, Date.now());
}
