import { apiPaths, videoProgressSchema, withId } from '@sabora/contract';
import type { VideoProgress, ViewGrantBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { watchReportsMessages } from '@/i18n/watch-reports-messages';
import { apiRequest } from '@/lib/api-client';
import { watchingKey } from './get-student-progress';

export function grantViews(
  videoId: string,
  userId: string,
  body: ViewGrantBody,
): Promise<VideoProgress> {
  const path = withId(apiPaths.adminVideoViewerViews, videoId).replace(
    ':userId',
    encodeURIComponent(userId),
  );
  return apiRequest(path, { method: 'POST', body, schema: videoProgressSchema });
}

export interface GrantVariables {
  videoId: string;
  userId: string;
  body: ViewGrantBody;
}

/** Resets or adds a student's views; the student's page and the video's list both refresh. */
export function useGrantViews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, userId, body }: GrantVariables) => grantViews(videoId, userId, body),
    onSuccess: async () => {
      toast.success(watchReportsMessages.grant.done);
      await queryClient.invalidateQueries({ queryKey: watchingKey });
    },
  });
}
