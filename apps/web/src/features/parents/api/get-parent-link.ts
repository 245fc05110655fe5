import { apiPaths, parentLinkStatusSchema, withId } from '@sabora/contract';
import type { ParentLinkStatus } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The student's own link when `userId` is left out, else that student's (admins). */
export const parentLinkPath = (userId?: string) =>
  userId ? withId(apiPaths.adminUserParentLink, userId) : apiPaths.userParentLink;

export function getParentLink(userId?: string, signal?: AbortSignal): Promise<ParentLinkStatus> {
  return apiRequest(parentLinkPath(userId), { schema: parentLinkStatusSchema, signal });
}

export const parentLinkKey = (userId?: string) => ['parent-link', userId ?? 'me'] as const;

export function useParentLink(userId?: string) {
  return useQuery({
    queryKey: parentLinkKey(userId),
    queryFn: ({ signal }) => getParentLink(userId, signal),
  });
}
