import { apiPaths, buyResponse, shortBalanceError, withId } from '@sabora/contract';
import type { BuyBody, BuyResponse, Course, ShortBalanceError } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { ApiError, apiRequest } from '@/lib/api-client';
import { saveCourseAccess } from '@/lib/session-wallet';

/**
 * `POST /user/courses/{id}/buy`: the dialog shows refusals itself, so none is a
 * toast. `heldUntil` is the access end the student saw: a second tap or a retry
 * after a lost answer finds it changed and is not charged (decision 0211).
 */
export function buyCourse(courseId: string, heldUntil: number | null): Promise<BuyResponse> {
  return apiRequest(withId(apiPaths.userCourseBuy, courseId), {
    method: 'POST',
    body: { heldUntil } satisfies BuyBody,
    schema: buyResponse,
    quietRefusal: true,
    quietOffline: true,
  });
}

/** The 422 of a balance that can't cover the price, with how much is missing. */
export function shortBalanceOf(error: unknown): ShortBalanceError | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = shortBalanceError.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/**
 * Buys (or renews) a course from the wallet. The stored session takes the new
 * balance and access at once, so the course opens without a reload; the
 * session, the catalogue, the videos and the wallet are then read again. The
 * toast is said here, not by the dialog: the button that opened it may be
 * gone by then (a locked video that has just opened).
 */
/** What the student chose to pay for, and the access end they saw then. */
export interface Purchase {
  course: Pick<Course, '_id' | 'title'>;
  heldUntil: number | null;
}

export function useBuyCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, a paused mutation would spin with no word; money calls fail at once and say so.
    networkMode: 'always',
    mutationFn: ({ course, heldUntil }: Purchase) => buyCourse(course._id, heldUntil),
    onSuccess: (answer, { course }) => {
      toast.success(messages.coursePurchase.bought(course.title));
      saveCourseAccess(answer.balance, answer.access, Date.now());
      for (const queryKey of [['auth', 'refresh-user'], ['catalogue'], ['video'], ['wallet']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
