import { apiPaths, videoProgressSchema, viewsExhaustedError, withId } from '@sabora/contract';
import type { HeartbeatBody, VideoProgress } from '@sabora/contract';
import { apiPrefix } from '@sabora/contract/paths';
import { currentToken } from '@/lib/session';

export type HeartbeatResult =
  | { kind: 'ok'; progress: VideoProgress }
  | { kind: 'exhausted'; maxViews: number }
  | { kind: 'failed' };

/**
 * `POST /user/videos/{id}/progress`: one heartbeat. Sent with `keepalive` so
 * the beat sent as the student leaves (pagehide) still arrives; hence fetch
 * itself, with the bearer token as the api client sends it. Never toasts: a
 * lost beat is only a few seconds of progress.
 */
export async function sendHeartbeat(id: string, body: HeartbeatBody): Promise<HeartbeatResult> {
  const token = currentToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${apiPrefix}${withId(apiPaths.userVideoProgress, id)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      keepalive: true,
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (response.status === 403) {
      const exhausted = viewsExhaustedError.safeParse(json);
      if (exhausted.success) return { kind: 'exhausted', maxViews: exhausted.data.maxViews };
    }
    const progress = videoProgressSchema.safeParse(json);
    return response.ok && progress.success
      ? { kind: 'ok', progress: progress.data }
      : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
