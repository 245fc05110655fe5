import { frozenAccountError, videoLockedError, viewsExhaustedError } from '@sabora/contract';
import type { NamedRef } from '@sabora/contract';
import { ApiError } from '@/lib/api-client';

export type VideoFailure =
  | { kind: 'frozen'; phone: string; fatherPhone: string }
  /** `expired`: ids of the listed courses the student had and whose access ended. */
  | { kind: 'locked'; courses: NamedRef[]; expired: string[] }
  /** The student used every view the video allows (decision 0163). */
  | { kind: 'exhausted'; maxViews: number }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

/** What a failed video call means for the page (spec "Video page" states). */
export function videoFailureOf(error: unknown): VideoFailure {
  if (!(error instanceof ApiError)) return { kind: 'unavailable' };
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 403) {
    const frozen = frozenAccountError.safeParse(error.body);
    if (frozen.success) {
      return { kind: 'frozen', phone: frozen.data.phone, fatherPhone: frozen.data.fatherPhone };
    }
    const exhausted = viewsExhaustedError.safeParse(error.body);
    if (exhausted.success) return { kind: 'exhausted', maxViews: exhausted.data.maxViews };
    const locked = videoLockedError.safeParse(error.body);
    if (!locked.success) return { kind: 'locked', courses: [], expired: [] };
    return { kind: 'locked', courses: locked.data.courses, expired: locked.data.expired };
  }
  return { kind: 'unavailable' };
}
